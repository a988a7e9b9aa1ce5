/**
 * How the mock service can be told to misbehave: the scenario is a path segment of the base URL
 * (`/mock/<session>/<scenario>`), so the demo and the tests pick one by setting `base-url` alone.
 */
export const SCENARIOS = {
  ok: 'Answers like the real service',
  slow: 'Answers after 2 seconds',
  hang: 'Never answers (the widget times out)',
  'http-400': '400 with a JSON message',
  'http-401': '401 Unauthorized',
  'http-403': '403 Forbidden',
  'http-404': '404 Not Found',
  'http-409': '409 Conflict with a JSON message',
  'http-422': '422 with a JSON message',
  'http-429': '429 with Retry-After: 30',
  'http-500': '500 Internal Server Error',
  'http-502': '502 Bad Gateway',
  'http-503': '503 Service Unavailable',
  'html-error': '502 with an HTML error page',
  empty: '200 with an empty body',
  'text-200': '200 with text/plain',
  truncated: '200 with truncated JSON',
  malformed: '200 with JSON of the wrong shape',
  'checkout-mismatch': 'Fiat: echoes a different checkoutId',
  'secret-key': 'Fiat: a secret key (sk_live_…) as the publishable key',
  'redirect-302': '302 to the same endpoint under the ok scenario (a client must not follow it)',
  'redirect-307': '307 to the same endpoint under the ok scenario (following it would post the request again)',
  oversized: '200 with a valid answer padded past 64 KiB',
  'uri-javascript': 'Crypto: a javascript: payment URI',
  'uri-address-mismatch': 'Crypto: URI address differs from the address',
  'uri-amount-mismatch': 'Crypto: URI amount differs from the amount',
  'short-expiry': 'Crypto: the payment expires in 70 seconds',
  'expiry-seconds': 'Crypto: expiry given in seconds, not ms',
  'clock-skew': "Crypto: the service's clock is 10 minutes ahead",
  lightning: 'Crypto: BTC as a unified link with a fresh Lightning invoice (signed by a test key)',
  'lightning-only': 'Crypto: BTC over Lightning alone, a lightning: link',
  scripted: 'Serves the responses queued by POST /mock/<session>/script',
} as const;

export type Scenario = keyof typeof SCENARIOS;

export function isScenario(name: string): name is Scenario {
  return Object.hasOwn(SCENARIOS, name);
}

/** One answer queued for the `scripted` scenario; `delay` in ms. */
export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
  delay?: number;
}

/** What the mock saw: the tests assert on it to check what went over the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  scenario: string;
  contentType: string | undefined;
  body: unknown;
}
