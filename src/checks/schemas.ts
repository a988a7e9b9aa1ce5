/**
 * The one source of truth for what goes over the wire: the four bodies of the purchase API,
 * with the rules a buyer-facing form needs. Types are inferred from these schemas; the client,
 * the elements and the mock service all validate with them. What a rule tells the buyer is
 * one of MESSAGES, named by its key (the rule's message is the key, its values the issue's
 * `params`), which the elements translate.
 *
 * They travel in the check file (./index.ts), which the scripts fetch from the buyer's first touch
 * of a form: the first paint needs none of them. Each is made on first use (`getDomainSchema()`…).
 * The client entry exports them as values (./eager-schemas.ts); the scripts' `window.MarketCheckout`
 * hands the same names out by `loadSchemas()` (FIAT_SCHEMA_GETTERS, CRYPTO_SCHEMA_GETTERS).
 */
import * as z from 'zod/mini';
import { EVM_ADDRESS, PAYMENT_ADDRESS } from '../core/address.js';
import { MAX_PAYMENT_URI_LENGTH } from '../core/payment-uri.js';
import { lazy } from '../core/lazy.js';
import { UUID } from '../core/uuid.js';
import { DEFAULT_MAX_YEARS } from '../api/limits.js';
// The check file's build swaps this for the script's own, lent by useScript (checksFromScript, scripts/vite/swaps.ts).
import { KEYS as M } from '../api/messages.js';

export { DEFAULT_MAX_YEARS, MAX_MAX_YEARS } from '../api/limits.js';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * Control, zero-width, invisible-format and bidirectional characters: never legitimate in a field
 * (soft hyphen, Arabic letter mark and Mongolian vowel separator render as nothing too).
 */
export const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/;

/*
 * zod's own email pattern (zod/v4/core/regexes.js), and what its GUID pattern accepts (core/uuid.ts,
 * which the script's own partner-id check reads too). Every rule is a plain refinement: zod/mini
 * then bundles its refine alone, not one check class per kind of rule (z.email, z.guid, z.int,
 * z.minLength, z.maxLength, z.regex, z.gt, z.lte: about 900 B gzip together), and the decisions
 * and messages stay the same.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const PRINTABLE = /^[\x21-\x7e]+$/;

const matches = (pattern: RegExp, message?: string) => z.refine<string>((s) => pattern.test(s), message);
const filled = (message?: string) => z.refine<string>((s) => s.length > 0, message);
const atMost = (max: number, message?: string) => z.refine<{ length: number }>((v) => v.length <= max, message);
const between = (min: number, max: number, message?: string) => z.refine<number>((n) => n >= min && n <= max, message);

const guid = (message?: string) => z.string({ error: message }).check(matches(UUID, message));
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

export const getDomainSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: M.domainMissing }).check(
    filled(M.domainMissing),
    atMost(253, M.domainLong),
    z.refine(hasEnding, M.domainEnding),
    z.refine((s) => s.split('.').every((label) => LABEL.test(label)), M.domainLabels),
  ),
);

export function yearsSchema(maxYears: number) {
  const message = maxYears === 1 ? M.yearsOne : M.yearsRange;
  // The range is checked first, whatever the input is, so that a missing or mistyped period gets
  // the same message with its value (`params`) as one out of range; z.number then types it.
  const inRange = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= maxYears;
  return z.pipe(z.custom<number>(inRange, { error: message, params: { max: maxYears } }), z.number());
}

export const getOwnerAddressSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: M.ownerAddressMissing }).check(
    filled(M.ownerAddressMissing),
    matches(EVM_ADDRESS, M.ownerAddressFormat),
  ),
);

export const getWalletAddrSchema = /* @__PURE__ */ lazy(() =>
  z.object(
    {
      addr: z.string({ error: M.walletAddrMissing }).check(
        filled(M.walletAddrMissing),
        atMost(128, M.walletAddrLong),
        matches(/^\S+$/, M.walletAddrSpaces),
        visible(M.walletAddrHidden),
      ),
      coinId: int(M.walletCoinId).check(between(0, 0x7fffffff, M.walletCoinId)),
    },
    { error: 'Each wallet entry needs an address (addr) and a coin type (coinId).' },
  ),
);

/** Same coin and same address; hex addresses compare without case, as wallets treat them. */
function walletKey({ addr, coinId }: { addr: string; coinId: number }): string {
  return `${coinId}:${/^0x[0-9a-f]+$/i.test(addr) ? addr.toLowerCase() : addr}`;
}

export const getWalletAddrsSchema = /* @__PURE__ */ lazy(() =>
  z.array(getWalletAddrSchema(), { error: 'The wallet addresses must be a list.' }).check(
    atMost(20, M.walletMax),
    // A plain check, which pushes its issue itself: z.superRefine would bundle an addIssue helper
    // this never calls.
    z.check<WalletAddr[]>(({ value: entries, issues }) => {
      const seen = new Set<string>();
      entries.forEach((entry, i) => {
        const key = walletKey(entry);
        if (seen.has(key)) {
          issues.push({
            code: 'custom',
            input: entry.addr,
            path: [i, 'addr'],
            message: M.walletAddrDuplicate,
          });
        }
        seen.add(key);
      });
    }),
  ),
);

export const getEmailSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: M.emailFormat }).check(matches(EMAIL, M.emailFormat), atMost(254, M.emailLong)),
);

export const getOwnerNameSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: M.ownerNameMissing }).check(
    z.refine((s) => s.trim().length > 0, M.ownerNameMissing),
    atMost(200, M.ownerNameLong),
    visible(M.ownerNameHidden),
  ),
);

export const getCurrencySchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: M.currencyMissing }).check(matches(/^[A-Z0-9]{2,10}$/, M.currencyMissing)),
);

/** An opaque identifier the host passes through, such as a processor account id. */
const hostToken = (message: string) =>
  z.string({ error: message }).check(atMost(255, message), matches(PRINTABLE, message));

export const getPartnerIdSchema = /* @__PURE__ */ lazy(() =>
  guid('The partner id must be a UUID.'),
);

export function makeFiatRequestSchema(maxYears: number) {
  return z.object({
    checkoutId: guid('The checkout id must be a UUID.'),
    domain: getDomainSchema(),
    externalUserId: guid('The external user id must be a UUID.'),
    ownerAddress: getOwnerAddressSchema(),
    partnerId: getPartnerIdSchema(),
    processorConnectedAccountId: hostToken('The processor connected account id is missing or not valid.'),
    walletAddrs: getWalletAddrsSchema(),
    years: yearsSchema(maxYears),
  });
}

export function makeCryptoRequestSchema(maxYears: number) {
  return z.object({
    currency: getCurrencySchema(),
    domain: getDomainSchema(),
    ownerAddress: getOwnerAddressSchema(),
    ownerEmail: getEmailSchema(),
    ownerName: getOwnerNameSchema(),
    partnerId: getPartnerIdSchema(),
    walletAddrs: getWalletAddrsSchema(),
    years: yearsSchema(maxYears),
  });
}

/**
 * The request schemas for one `max-years`, made once and shared: the element that shows the
 * field errors and the client that sends validate with the same schema, so they cannot disagree.
 * Each kind on its own, so that a card-only bundle makes (and carries) no crypto schema.
 */
const fiatByMaxYears = new Map<number, ReturnType<typeof makeFiatRequestSchema>>();
const cryptoByMaxYears = new Map<number, ReturnType<typeof makeCryptoRequestSchema>>();

export function fiatRequestSchemaFor(maxYears: number = DEFAULT_MAX_YEARS) {
  let schema = fiatByMaxYears.get(maxYears);
  if (!schema) fiatByMaxYears.set(maxYears, (schema = makeFiatRequestSchema(maxYears)));
  return schema;
}

export function cryptoRequestSchemaFor(maxYears: number = DEFAULT_MAX_YEARS) {
  let schema = cryptoByMaxYears.get(maxYears);
  if (!schema) cryptoByMaxYears.set(maxYears, (schema = makeCryptoRequestSchema(maxYears)));
  return schema;
}

export function requestSchemas(maxYears: number = DEFAULT_MAX_YEARS) {
  return { fiat: fiatRequestSchemaFor(maxYears), crypto: cryptoRequestSchemaFor(maxYears) };
}

/** A server string we may show or hand on: bounded, printable, no hidden characters. */
const serverText = (max: number) =>
  z.string().check(atMost(max), matches(PRINTABLE));

export const getFiatResponseSchema = /* @__PURE__ */ lazy(() =>
  z.object({
    checkoutId: guid(),
    orderId: guid(),
    processorCheckoutSession: serverText(512),
    processorCustomerId: serverText(255),
    processorEphemeralKey: serverText(1024),
    processorPublishableKey: serverText(255),
  }),
);

export const getCryptoResponseSchema = /* @__PURE__ */ lazy(() =>
  z.object({
    address: z.string().check(matches(PAYMENT_ADDRESS)),
    amount: z.number().check(z.refine((n) => n > 0 && n < Infinity)),
    // At most the last instant a Date can hold: a later deadline is no date at all.
    expiryDateEpoch: int().check(between(1, 8.64e15)),
    orderId: guid(),
    paymentId: guid(),
    protocol: z.string().check(matches(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$/)),
    uri: z.string().check(filled(), atMost(MAX_PAYMENT_URI_LENGTH)),
  }),
);

export type WalletAddr = z.infer<ReturnType<typeof getWalletAddrSchema>>;
export type FiatPurchaseRequest = z.infer<ReturnType<typeof makeFiatRequestSchema>>;
export type FiatPurchaseResponse = z.infer<ReturnType<typeof getFiatResponseSchema>>;
export type CryptoPurchaseRequest = z.infer<ReturnType<typeof makeCryptoRequestSchema>>;
export type CryptoPurchaseResponse = z.infer<ReturnType<typeof getCryptoResponseSchema>>;

/** The card purchase's schemas by the names the client exports them under, each made on first read. */
export const FIAT_SCHEMA_GETTERS = {
  domainSchema: getDomainSchema,
  ownerAddressSchema: getOwnerAddressSchema,
  walletAddrSchema: getWalletAddrSchema,
  walletAddrsSchema: getWalletAddrsSchema,
  partnerIdSchema: getPartnerIdSchema,
  fiatRequestSchema: () => fiatRequestSchemaFor(),
  fiatResponseSchema: getFiatResponseSchema,
};

/** The crypto purchase's own, likewise. */
export const CRYPTO_SCHEMA_GETTERS = {
  emailSchema: getEmailSchema,
  ownerNameSchema: getOwnerNameSchema,
  currencySchema: getCurrencySchema,
  cryptoRequestSchema: () => cryptoRequestSchemaFor(),
  cryptoResponseSchema: getCryptoResponseSchema,
};
