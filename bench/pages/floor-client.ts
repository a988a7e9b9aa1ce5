/** zod/mini alone, as the client entry uses it: the client's floor. */
import { schema } from './floor-schema.js';

(globalThis as { check?: (value: unknown) => boolean }).check = (value) => schema.safeParse(value).success;
