/** A private session of the mock service for one test: its own base URLs and request log. */
import type { RecordedRequest, Scenario, ScriptedResponse } from '../../mock/scenarios.js';

let count = 0;

export interface MockSession {
  /** `…/mock/<session>`: below it, the session's own Bitcoin chain (mock/mock-api.ts). */
  root: string;
  /** The base URL that makes the mock answer with `scenario`. */
  baseUrl(scenario?: Scenario): string;
  /** Every purchase request this session received, in order, with the parsed JSON body. */
  requests(): Promise<RecordedRequest[]>;
  /** Queues answers for the `scripted` scenario. */
  script(...answers: ScriptedResponse[]): Promise<void>;
}

export function mockSession(): MockSession {
  const name = `t${Date.now().toString(36)}-${(count += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const root = `${location.origin}/mock/${name}`;
  return {
    root,
    baseUrl: (scenario = 'ok') => `${root}/${scenario}`,
    async requests() {
      const res = await fetch(`${root}/requests`);
      return (await res.json()) as RecordedRequest[];
    },
    async script(...answers) {
      await fetch(`${root}/script`, { method: 'POST', body: JSON.stringify(answers) });
    },
  };
}

/**
 * The element's or client's `timeout` in tests of the timeout path against `hang`: long enough for
 * the request to reach the mock while the machine is busy (at 300 ms, Firefox's second request of a
 * retry once timed out before the mock had it, and the wire count was one short), and short next to
 * the 20 s a test may take, so that a request that is not aborted still fails its test.
 */
export const TIMEOUT_MS = 1000;

/** A port on loopback where nothing listens: `fetch` fails at once, as with a refused connection. */
export const REFUSED_BASE_URL = 'http://127.0.0.1:9/v';
