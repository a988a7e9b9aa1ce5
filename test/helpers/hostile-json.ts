/**
 * The shared parts of generated hostile answers (see hostile-crypto.ts and hostile-fiat.ts): the
 * hostile texts, a JSON body written pair by pair (so that keys may repeat and values may be
 * `NaN`), the flaws any body can have (missing, extra or repeated keys, not an object at all),
 * and how flaws are combined into one case.
 */
import fc from 'fast-check';

export type Expected = 'payment' | 'expired' | 'bad-response';
/** What one flaw does to an answer: refused, valid but already expired, or no matter. */
export type Effect = 'breaks' | 'expires' | 'harmless';

/** Markup a hostile server may send, as text that must never become elements. */
export const MARKUP = [
  '<script>alert(document.domain)</script>',
  '<img src=x onerror=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<b>bold</b>',
  '<iframe/src=javascript:alert(1)>',
  '</a><a/href=javascript:alert(1)>',
  "'-alert(1)-'",
  '${alert(1)}',
  '<style>*{display:none}</style>',
] as const;
/** The same, without spaces, `#`, `&` or `%`: what still fits in a query value of a payment link. */
export const MARKUP_IN_PARAM = MARKUP.filter((m) => !/[\s#&%]/.test(m));

/** Characters that render as nothing, reverse the text, look like others, or end a line. */
export const INVISIBLE = [
  '\u202e', '\u202d', '\u2066', '\u2067', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff',
  '\u00a0', '\u00ad', '\u061c', ' ', '\t', '\n', '\r', '\u0000', '\u0430',
] as const;

/** Values of the wrong type for a text field, and for a number field. */
export const NOT_STRING = [42, null, true, {}, [], ['x']] as const;
export const NOT_NUMBER = ['42', null, true, {}, [], [1]] as const;

// A JSON object written pair by pair as raw text: keys may repeat, values may be `NaN`.

export interface Draft {
  pairs: [string, string][];
  pretty: boolean;
  /** The whole body instead of the object (not an object, truncated, HTML…). */
  whole?: string | { truncateAt: number };
}

export function draftOf(value: Record<string, unknown>): Draft {
  return { pairs: Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)]), pretty: false };
}

export function get(d: Draft, key: string): unknown {
  const raw = d.pairs.findLast(([k]) => k === key)?.[1];
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function setRaw(d: Draft, key: string, raw: string): void {
  d.pairs = d.pairs.filter(([k]) => k !== key);
  d.pairs.push([key, raw]);
}

export const set = (d: Draft, key: string, value: unknown) => setRaw(d, key, JSON.stringify(value));

export function serialize(d: Draft): string {
  const inner = d.pairs.map(([k, v]) => `${JSON.stringify(k)}:${d.pretty ? ' ' : ''}${v}`);
  const text = d.pretty ? `{\n  ${inner.join(',\n  ')}\n}` : `{${inner.join(',')}}`;
  if (d.whole === undefined) return text;
  if (typeof d.whole === 'string') return d.whole;
  return text.slice(0, d.whole.truncateAt % (text.length - 1));
}

/** Inserts `ch` at a position of `text` chosen by `at`. */
export const insertAt = (text: string, ch: string, at: number) => {
  const i = at % (text.length + 1);
  return text.slice(0, i) + ch + text.slice(i);
};

export const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));

export type Variant<K extends string> = { kind: K; v: string; [param: string]: unknown };

const HOSTILE_RAW = [
  '"<script>alert(1)</script>"',
  '"javascript:alert(1)"',
  '{"isAdmin":true}',
  'null',
  '[1,2]',
  'NaN',
];

export const shared = (keys: readonly string[]) => [
  fc.record({ kind: fc.constant('missing' as const), v: fc.constantFrom(...keys) }),
  fc.record({
    kind: fc.constant('extra' as const),
    v: fc.constant('unknown-keys'),
    keys: fc.uniqueArray(fc.constantFrom('__proto__', 'constructor', 'html', 'onload', 'error', 'URI', 'Address', ''), {
      minLength: 1,
      maxLength: 4,
    }),
    value: fc.constantFrom(...HOSTILE_RAW.filter((r) => r !== 'NaN')),
  }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    v: fc.constant('hostile-value-first-valid-last'),
    key: fc.constantFrom(...keys),
    value: fc.constantFrom(...HOSTILE_RAW.filter((r) => r !== 'NaN')),
  }),
  fc.record({
    kind: fc.constant('body' as const),
    v: fc.constantFrom('empty', 'spaces', 'array', 'null', 'number', 'string', 'true', 'html-page', 'text', 'NaN-value'),
  }),
  fc.record({ kind: fc.constant('body' as const), v: fc.constant('truncated'), at: fc.nat() }),
  fc.record({ kind: fc.constant('pretty' as const), v: fc.constant('indented') }),
];

/**
 * Mostly one breaking flaw among harmless ones, so that no other flaw hides what the widget
 * makes of it; sometimes several breaking flaws together; sometimes only harmless ones.
 */
export function flawSets(breaking: fc.Arbitrary<Variant<string>>, harmless: fc.Arbitrary<Variant<string>>) {
  const extras = fc.uniqueArray(harmless, { maxLength: 3, selector: (f) => f.kind });
  return fc.oneof(
    {
      arbitrary: fc.tuple(breaking, extras, fc.nat()).map(([flaw, others, at]) => {
        const i = at % (others.length + 1);
        return [...others.slice(0, i), flaw, ...others.slice(i)];
      }),
      weight: 6,
    },
    { arbitrary: extras, weight: 3 },
    { arbitrary: fc.uniqueArray(fc.oneof(breaking, harmless), { minLength: 2, maxLength: 4, selector: (f) => f.kind }), weight: 1 },
  );
}

/** A key taken out stays out: flaws that set a value (harmless ones too) go first. */
export const lastMissing = <F extends Variant<string>>(flaws: F[]) =>
  [...flaws].sort((a, b) => Number(a.kind === 'missing') - Number(b.kind === 'missing'));

export function applySharedFlaw(d: Draft, f: Variant<string>): void {
  switch (f.kind) {
    case 'missing':
      d.pairs = d.pairs.filter(([k]) => k !== f.v);
      return;
    case 'extra':
      for (const key of f.keys as string[]) d.pairs.push([key, f.value as string]);
      return;
    case 'duplicate':
      if (d.pairs.some(([k]) => k === f.key)) d.pairs.unshift([f.key as string, f.value as string]);
      return;
    case 'pretty':
      d.pretty = true;
      return;
    case 'body': {
      const whole: Record<string, string | { truncateAt: number }> = {
        empty: '',
        spaces: '  \n ',
        array: '[]',
        null: 'null',
        number: '42',
        string: '"ok"',
        true: 'true',
        'html-page': '<!doctype html><html><body><h1>OK</h1><script>alert(1)</script><img src=x onerror=alert(1)></body></html>',
        text: 'OK',
        'NaN-value': '{"amount": NaN}',
        truncated: { truncateAt: f.at as number },
      };
      d.whole = whole[f.v];
      return;
    }
  }
}
