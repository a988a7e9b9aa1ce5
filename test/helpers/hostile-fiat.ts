/**
 * Generated 200 answers of the fiat purchase endpoint, hostile or inconsistent on purpose (wrong
 * types, another checkout's id, markup, hidden characters, huge values), each with what the
 * widget must make of it: the processor's keys and session are handed on only when every field
 * is well formed and the answer echoes the checkout id that was sent.
 */
import fc from 'fast-check';
import {
  ALNUM,
  applySharedFlaw,
  chars,
  draftOf,
  flawSets,
  get,
  INVISIBLE,
  insertAt,
  lastMissing,
  MARKUP_IN_PARAM,
  NOT_STRING,
  serialize,
  set,
  shared,
  type Effect,
  type Variant,
} from './hostile-json.js';

const FIAT_KEYS = [
  'checkoutId',
  'orderId',
  'processorCheckoutSession',
  'processorCustomerId',
  'processorEphemeralKey',
  'processorPublishableKey',
] as const;

export interface FiatBase {
  orderId: string;
  session: string;
  customer: string;
  ephemeral: string;
  publishable: string;
}

const token = (prefix: string, min: number, max: number) => chars(ALNUM, min, max).map((s) => `${prefix}${s}`);

export const fiatBase: fc.Arbitrary<FiatBase> = fc.record({
  orderId: fc.uuid(),
  session: token('cs_test_', 8, 64),
  customer: token('cus_', 8, 24),
  ephemeral: token('ek_test_', 16, 128),
  publishable: token('pk_test_', 16, 64),
});

const PROCESSOR_MAX: Record<string, number> = {
  processorCheckoutSession: 512,
  processorCustomerId: 255,
  processorEphemeralKey: 1024,
  processorPublishableKey: 255,
};
const PROCESSOR_KEYS = Object.keys(PROCESSOR_MAX);

const fiatFlaw = fc.oneof(
  fc.record({
    kind: fc.constant('checkout'),
    v: fc.constantFrom('another-uuid', 'markup', 'empty', 'number', 'null', 'invisible-char', 'without-dashes'),
    other: fc.uuid(),
  }),
  fc.record({ kind: fc.constant('checkout-ok'), v: fc.constant('upper-case') }),
  fc.record({
    kind: fc.constant('processor'),
    v: fc.constantFrom('wrong-type', 'markup-with-spaces', 'invisible-char', 'huge', 'empty', 'padded'),
    key: fc.constantFrom(...PROCESSOR_KEYS),
    value: fc.constantFrom(...NOT_STRING),
    ch: fc.constantFrom(...INVISIBLE),
    n: fc.integer({ min: 1, max: 200_000 }),
  }),
  fc.record({
    kind: fc.constant('processor-ok'),
    v: fc.constant('markup-without-spaces'),
    key: fc.constantFrom(...PROCESSOR_KEYS),
    markup: fc.constantFrom(...MARKUP_IN_PARAM, 'javascript:alert(1)'),
  }),
  fc.record({ kind: fc.constant('order'), v: fc.constantFrom('markup', 'empty', 'number', 'not-a-uuid') }),
  ...shared(FIAT_KEYS),
) as fc.Arbitrary<Variant<string>>;

export interface FiatCase {
  base: FiatBase;
  flaws: Variant<string>[];
}

export const fiatCase: fc.Arbitrary<FiatCase> = fc.record({
  base: fiatBase,
  flaws: flawSets(
    fiatFlaw.filter((f) => fiatEffect(f) === 'breaks'),
    fiatFlaw.filter((f) => fiatEffect(f) === 'harmless'),
  ),
});

function fiatEffect(f: Variant<string>): Effect {
  return ['checkout-ok', 'processor-ok', 'extra', 'duplicate', 'pretty'].includes(f.kind) ? 'harmless' : 'breaks';
}

export interface WrittenFiatAnswer {
  body: string;
  expected: 'payment' | 'bad-response';
  orderId?: string;
  flaws: string[];
}

/** The body text of a generated fiat answer to a request that carried `checkoutId`. */
export function fiatAnswer({ base, flaws }: FiatCase, checkoutId: string): WrittenFiatAnswer {
  const original: Record<string, unknown> = {
    checkoutId,
    orderId: base.orderId,
    processorCheckoutSession: base.session,
    processorCustomerId: base.customer,
    processorEphemeralKey: base.ephemeral,
    processorPublishableKey: base.publishable,
  };
  const d = draftOf(original);
  for (const f of lastMissing(flaws)) {
    switch (f.kind) {
      case 'checkout': {
        const value: Record<string, unknown> = {
          'another-uuid': f.other === checkoutId ? crypto.randomUUID() : f.other,
          markup: '<script>alert(1)</script>',
          empty: '',
          number: 42,
          null: null,
          'invisible-char': `${checkoutId}\u200b`,
          'without-dashes': checkoutId.replace(/-/g, ''),
        };
        set(d, 'checkoutId', value[f.v]);
        break;
      }
      case 'checkout-ok': {
        const id = get(d, 'checkoutId');
        if (typeof id === 'string') set(d, 'checkoutId', id.toUpperCase());
        break;
      }
      case 'processor': {
        const key = f.key as string;
        const current = String(get(d, key) ?? 'x');
        const value: Record<string, unknown> = {
          'wrong-type': f.value,
          'markup-with-spaces': '<img src=x onerror=alert(1)>',
          'invisible-char': insertAt(current, f.ch as string, 3),
          huge: 'k'.repeat(PROCESSOR_MAX[key]! + (f.n as number)),
          empty: '',
          padded: ` ${current}`,
        };
        set(d, key, value[f.v]);
        break;
      }
      case 'processor-ok':
        // Replaces a valid value only: it must not mend a value another flaw broke.
        if (get(d, f.key as string) === original[f.key as string]) set(d, f.key as string, f.markup);
        break;
      case 'order': {
        const value: Record<string, unknown> = {
          markup: '<b>order</b>',
          empty: '',
          number: 7,
          'not-a-uuid': base.orderId.replace(/-/g, ''),
        };
        set(d, 'orderId', value[f.v]);
        break;
      }
      default:
        applySharedFlaw(d, f);
    }
  }
  const broken = flaws.some((f) => fiatEffect(f) === 'breaks');
  const lines = flaws.map((f) => `${f.kind}: ${f.v} (${fiatEffect(f)})`);
  const body = serialize(d);
  return broken
    ? { body, expected: 'bad-response', flaws: lines }
    : { body, expected: 'payment', orderId: get(d, 'orderId') as string, flaws: lines };
}
