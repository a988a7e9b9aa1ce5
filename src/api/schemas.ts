/**
 * The one source of truth for what goes over the wire: the four bodies of the purchase API,
 * with the rules a buyer-facing form needs. Types are inferred from these schemas; the client,
 * the elements and the mock service all validate with them.
 */
import * as z from 'zod/mini';

/** ICANN caps a registration at ten years, and the contract's `max-years` defaults to it. */
export const DEFAULT_MAX_YEARS = 10;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * Control, zero-width, invisible-format and bidirectional characters: never legitimate in a field
 * (soft hyphen, Arabic letter mark and Mongolian vowel separator render as nothing too).
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/;

const visible = (message: string) => z.refine<string>((s) => !INVISIBLE.test(s), message);

/** A dot and an ending after it; no ending is all digits, so an IP address is turned away too. */
function hasEnding(domain: string): boolean {
  const dot = domain.lastIndexOf('.');
  return dot !== -1 && !/^\d+$/.test(domain.slice(dot + 1));
}

export const domainSchema = z.string({ error: 'Enter the domain you want to buy.' }).check(
  z.minLength(1, 'Enter the domain you want to buy.'),
  z.maxLength(253, 'A domain can be at most 253 characters long.'),
  z.refine(hasEnding, 'Enter the full domain, with its ending (for example example.com).'),
  z.refine(
    (s) => s.split('.').every((label) => LABEL.test(label)),
    'Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.',
  ),
);

export function yearsSchema(maxYears: number) {
  const message =
    maxYears === 1 ? 'The period must be 1 year.' : `Choose a period from 1 to ${maxYears} years.`;
  return z.int({ error: message }).check(z.gte(1, message), z.lte(maxYears, message));
}

const uuid = (message: string) => z.guid({ error: message });

export const ownerAddressSchema = z.string({ error: 'Enter the owner address.' }).check(
  z.minLength(1, 'Enter the owner address.'),
  z.regex(/^0x[0-9a-fA-F]{40}$/, 'The owner address starts with 0x and has 40 hexadecimal digits after it.'),
);

const WALLET_ENTRY = 'Each wallet entry needs an address (addr) and a coin type (coinId).';

export const walletAddrSchema = z.object(
  {
    addr: z.string({ error: 'Enter the wallet address.' }).check(
      z.minLength(1, 'Enter the wallet address.'),
      z.maxLength(128, 'A wallet address can be at most 128 characters long.'),
      z.regex(/^\S+$/, 'A wallet address has no spaces.'),
      visible('A wallet address has no hidden characters.'),
    ),
    coinId: z.int({ error: 'The coin type is a whole number of 0 or more.' }).check(
      z.gte(0, 'The coin type is a whole number of 0 or more.'),
      z.lte(0x7fffffff, 'The coin type is a whole number of 0 or more.'),
    ),
  },
  { error: WALLET_ENTRY },
);

/** Same coin and same address; hex addresses compare without case, as wallets treat them. */
function walletKey({ addr, coinId }: { addr: string; coinId: number }): string {
  return `${coinId}:${/^0x[0-9a-f]+$/i.test(addr) ? addr.toLowerCase() : addr}`;
}

export const walletAddrsSchema = z.array(walletAddrSchema, { error: 'The wallet addresses must be a list.' }).check(
  z.maxLength(20, 'Attach at most 20 wallet addresses.'),
  z.superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const key = walletKey(entry);
      if (seen.has(key)) {
        ctx.issues.push({
          code: 'custom',
          input: entry.addr,
          path: [i, 'addr'],
          message: 'This address is already in the list.',
        });
      }
      seen.add(key);
    });
  }),
);

export const emailSchema = z.email({ error: 'Enter an e-mail address such as name@example.com.' }).check(
  z.maxLength(254, 'An e-mail address can be at most 254 characters long.'),
);

export const ownerNameSchema = z.string({ error: 'Enter the owner name.' }).check(
  z.refine((s) => s.trim().length > 0, 'Enter the owner name.'),
  z.maxLength(200, 'A name can be at most 200 characters long.'),
  visible('The name has a hidden character in it; type it again.'),
);

export const currencySchema = z.string({ error: 'Choose a currency.' }).check(
  z.regex(/^[A-Z0-9]{2,10}$/, 'Choose a currency.'),
);

/** An opaque identifier the host passes through, such as a processor account id. */
const hostToken = (message: string) =>
  z.string({ error: message }).check(
    z.minLength(1, message),
    z.maxLength(255, message),
    z.regex(/^[\x21-\x7e]+$/, message),
  );

export function makeFiatRequestSchema(maxYears: number) {
  return z.object({
    checkoutId: uuid('The checkout id must be a UUID.'),
    domain: domainSchema,
    externalUserId: uuid('The external user id must be a UUID.'),
    ownerAddress: ownerAddressSchema,
    partnerId: uuid('The partner id must be a UUID.'),
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
    partnerId: uuid('The partner id must be a UUID.'),
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
  checkoutId: z.guid(),
  orderId: z.guid(),
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
  expiryDateEpoch: z.int().check(z.gt(0)),
  orderId: z.guid(),
  paymentId: z.guid(),
  protocol: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$/)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
});

export type WalletAddr = z.infer<typeof walletAddrSchema>;
export type FiatPurchaseRequest = z.infer<typeof fiatRequestSchema>;
export type FiatPurchaseResponse = z.infer<typeof fiatResponseSchema>;
export type CryptoPurchaseRequest = z.infer<typeof cryptoRequestSchema>;
export type CryptoPurchaseResponse = z.infer<typeof cryptoResponseSchema>;
