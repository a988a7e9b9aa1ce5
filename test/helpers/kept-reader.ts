/** The check file's schemas of a kept payment's parts (src/checks/schemas.ts), as the payment loader hands them to the resume store. */
import { getCryptoResponseSchema, getCurrencySchema, getDomainSchema } from '../../src/checks/schemas.js';
import type { KeptReader } from '../../src/payment/resume-store.js';

export const readKept: KeptReader = () => ({ response: getCryptoResponseSchema(), domain: getDomainSchema(), currency: getCurrencySchema() });
