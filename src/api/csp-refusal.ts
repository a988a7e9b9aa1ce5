/**
 * A request the page's Content-Security-Policy refused, told apart from a network failure. Both
 * reject `fetch` with a TypeError; only the refusal fires `securitypolicyviolation` on the
 * document, and when depends on the engine (measured: WebKit fires it before the rejection,
 * Chromium and Firefox after it, before the next task). So the watch listens from before the
 * request, and after a rejection lets tasks pass before deciding. Without a document (the client
 * in Node, a worker) no page policy applies and nothing is watched.
 */
import { keyedError, type MarketError } from './errors.js';

/** What the partner must change: the directive that refused the request and the origin to allow in it. */
export interface CspRefusal {
  directive: string;
  origin: string;
}

export interface CspWatch {
  /** After the request failed: the policy's refusal of it, if there was one. */
  refusal(): Promise<CspRefusal | undefined>;
  stop(): void;
}

/** A request the elements' client watches (PolicyWatch in ./client.ts). */
export interface RequestWatch {
  /** After the request failed with `cause`: the error to reject with instead when the page's policy refused it. */
  refused(cause: unknown): Promise<MarketError | undefined>;
  stop(): void;
}

/**
 * The elements' watch of a request to the service: a refusal is `invalid-config`, the buyer hears
 * the checkout is not set up, and the issue tells the site what to allow, and where. Here, not in
 * the client, so that `market-checkout/client` carries neither the watch nor its words.
 */
export function watchRequest(url: string): RequestWatch {
  const watch = watchCsp(url);
  return {
    async refused(cause) {
      const found = await watch.refusal();
      if (!found) return undefined;
      const message = `The page's Content-Security-Policy refused the request to the payment service: add ${found.origin} to its ${found.directive} directive.`;
      return keyedError('invalid-config', 'errorConfig', { values: { fields: 'base-url' }, issues: [{ path: 'base-url', message }], cause });
    },
    stop: watch.stop,
  };
}

/** Tasks let pass after a rejection: two where the engines measured need one. */
const TASKS_TO_WAIT = 2;

const UNWATCHED: CspWatch = { refusal: async () => undefined, stop() {} };

/** Watches for the page's policy refusing a request to `url`, from now until `stop()`. */
export function watchCsp(url: string): CspWatch {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || typeof MessageChannel !== 'function') return UNWATCHED;
  const origin = new URL(url).origin;
  let found: CspRefusal | undefined;
  const listener = (event: SecurityPolicyViolationEvent) => {
    // A report-only policy refuses nothing; the request failed for another reason.
    if (event.disposition !== 'enforce') return;
    const blocked = event.blockedURI;
    if (blocked !== url && blocked !== origin && !blocked.startsWith(`${origin}/`)) return;
    found ??= { directive: event.effectiveDirective, origin };
  };
  doc.addEventListener('securitypolicyviolation', listener);
  return {
    async refusal() {
      for (let i = 0; i < TASKS_TO_WAIT && !found; i += 1) await nextTask();
      return found;
    },
    stop: () => doc.removeEventListener('securitypolicyviolation', listener),
  };
}

/**
 * Resolves in a task of its own. A message, not a timer: a page or a test that fakes timers
 * (sinon's fake-timers does) would otherwise hold every network failure forever.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
