/**
 * The one source of truth for what goes over the wire: the four bodies of the purchase API,
 * with the rules a buyer-facing form needs. Types are inferred from these schemas; the client,
 * the elements and the mock service all validate with them. What a rule tells the buyer is
 * one of MESSAGES, which the elements translate by its key.
 */
import * as z from 'zod/mini';
import { fill, MESSAGES as M } from './messages.js';

/** ICANN caps a registration at ten years, and the contract's `max-years` defaults to it. */
export const DEFAULT_MAX_YEARS = 10;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * Control, zero-width, invisible-format and bidirectional characters: never legitimate in a field
 * (soft hyphen, Arabic letter mark and Mongolian vowel separator render as nothing too).
 */
export const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/;

/*
 * zod's own email and GUID patterns (zod/v4/core/regexes.js), checked with z.regex and integers
 * with a refinement: the same decisions as z.email(), z.guid() and z.int(), without the format
 * classes behind those in the bundle.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

const guid = (message?: string) => z.string({ error: message }).check(z.regex(GUID, message));
/** A whole number in the safe range; like z.int(), a fraction stops the checks after it. */
const int = (message?: string) =>
  z.number({ error: message }).check(
    z.refine(Number.isInteger, { error: message, abort: true }),
    z.refine(Number.isSafeInteger, message),
  );

const visible = (message: string) => z.refine<string>((s) => !INVISIBLE.test(s), message);

/** A dot and an ending after it; no ending is all digits, so an IP address is turned away too. */
function hasEnding(domain: string): boolean {
  const dot = domain.lastIndexOf('.');
  return dot !== -1 && !/^\d+$/.test(domain.slice(dot + 1));
}

export const domainSchema = z.string({ error: M.domainMissing }).check(
  z.minLength(1, M.domainMissing),
  z.maxLength(253, M.domainLong),
  z.refine(hasEnding, M.domainEnding),
  z.refine((s) => s.split('.').every((label) => LABEL.test(label)), M.domainLabels),
);

export function yearsSchema(maxYears: number) {
  const message = maxYears === 1 ? M.yearsOne : fill(M.yearsRange, { max: maxYears });
  return int(message).check(z.gte(1, message), z.lte(maxYears, message));
}

export const ownerAddressSchema = z.string({ error: M.ownerAddressMissing }).check(
  z.minLength(1, M.ownerAddressMissing),
  z.regex(/^0x[0-9a-fA-F]{40}$/, M.ownerAddressFormat),
);

export const walletAddrSchema = z.object(
  {
    addr: z.string({ error: M.walletAddrMissing }).check(
      z.minLength(1, M.walletAddrMissing),
      z.maxLength(128, M.walletAddrLong),
      z.regex(/^\S+$/, M.walletAddrSpaces),
      visible(M.walletAddrHidden),
    ),
    coinId: int(M.walletCoinId).check(z.gte(0, M.walletCoinId), z.lte(0x7fffffff, M.walletCoinId)),
  },
  { error: 'Each wallet entry needs an address (addr) and a coin type (coinId).' },
);

/** Same coin and same address; hex addresses compare without case, as wallets treat them. */
function walletKey({ addr, coinId }: { addr: string; coinId: number }): string {
  return `${coinId}:${/^0x[0-9a-f]+$/i.test(addr) ? addr.toLowerCase() : addr}`;
}

export const walletAddrsSchema = z.array(walletAddrSchema, { error: 'The wallet addresses must be a list.' }).check(
  z.maxLength(20, M.walletMax),
  z.superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const key = walletKey(entry);
      if (seen.has(key)) {
        ctx.issues.push({
          code: 'custom',
          input: entry.addr,
          path: [i, 'addr'],
          message: M.walletAddrDuplicate,
        });
      }
      seen.add(key);
    });
  }),
);

export const emailSchema = z.string({ error: M.emailFormat }).check(z.regex(EMAIL, M.emailFormat), z.maxLength(254, M.emailLong));

export const ownerNameSchema = z.string({ error: M.ownerNameMissing }).check(
  z.refine((s) => s.trim().length > 0, M.ownerNameMissing),
  z.maxLength(200, M.ownerNameLong),
  visible(M.ownerNameHidden),
);

export const currencySchema = z.string({ error: M.currencyMissing }).check(z.regex(/^[A-Z0-9]{2,10}$/, M.currencyMissing));

/** An opaque identifier the host passes through, such as a processor account id. */
const hostToken = (message: string) =>
  z.string({ error: message }).check(
    z.minLength(1, message),
    z.maxLength(255, message),
    z.regex(/^[\x21-\x7e]+$/, message),
  );

export function makeFiatRequestSchema(maxYears: number) {
  return z.object({
    checkoutId: guid('The checkout id must be a UUID.'),
    domain: domainSchema,
    externalUserId: guid('The external user id must be a UUID.'),
    ownerAddress: ownerAddressSchema,
    partnerId: guid('The partner id must be a UUID.'),
    processorConnectedAccountId: hostToken('The processor connected account id is missing or not valid.'),
    walletAddrs: walletAddrsSchema,
    years: yearsSchema(maxYears),
  });
}

export function makeCryptoRequestSchema(maxYears: number) {
  return z.object({
    currency: currencySchema,
    domain: domainSchema,
    ownerAddress: ownerAddressSchema,
    ownerEmail: emailSchema,
    ownerName: ownerNameSchema,
    partnerId: guid('The partner id must be a UUID.'),
    walletAddrs: walletAddrsSchema,
    years: yearsSchema(maxYears),
  });
}

export const fiatRequestSchema = makeFiatRequestSchema(DEFAULT_MAX_YEARS);
export const cryptoRequestSchema = makeCryptoRequestSchema(DEFAULT_MAX_YEARS);

/** A server string we may show or hand on: bounded, printable, no hidden characters. */
const serverText = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[\x21-\x7e]+$/));

export const fiatResponseSchema = z.object({
  checkoutId: guid(),
  orderId: guid(),
  processorCheckoutSession: serverText(512),
  processorCustomerId: serverText(255),
  processorEphemeralKey: serverText(1024),
  processorPublishableKey: serverText(255),
});

export const cryptoResponseSchema = z.object({
  // Every chain's receiving address is plain alphanumerics; anything else is refused before it
  // can reach the screen (no spaces, no look-alike or direction-changing characters).
  address: z.string().check(z.regex(/^[A-Za-z0-9]{20,128}$/)),
  amount: z.number().check(z.gt(0), z.refine(Number.isFinite)),
  // At most the last instant a Date can hold: a later deadline is no date at all.
  expiryDateEpoch: int().check(z.gt(0), z.lte(8.64e15)),
  orderId: guid(),
  paymentId: guid(),
  protocol: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$/)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
});

export type WalletAddr = z.infer<typeof walletAddrSchema>;
export type FiatPurchaseRequest = z.infer<typeof fiatRequestSchema>;
export type FiatPurchaseResponse = z.infer<typeof fiatResponseSchema>;
export type CryptoPurchaseRequest = z.infer<typeof cryptoRequestSchema>;
export type CryptoPurchaseResponse = z.infer<typeof cryptoResponseSchema>;
