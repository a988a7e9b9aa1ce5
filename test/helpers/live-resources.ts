/**
 * Counting what code leaves running: timers and event listeners created while recording that are
 * still live. The wrappers call the real functions with the real arguments (instrumentation for
 * counting, not a mock), and are taken off again by `restore()`.
 *
 * A listener counts when its target outlives the checkouts: the window, the document, a node of
 * the page, anything that is not a node (a signal, a media query). Listeners on a checkout's own
 * nodes, or on nodes not in the page (a template being stamped), go away with those nodes.
 */
export interface LiveResources {
  /** Each timer or interval set while recording that has neither fired (timers) nor been cleared. */
  timers(): string[];
  /** Each listener added while recording that is still attached to a target that outlives the checkouts. */
  listeners(): string[];
  /** Stops recording new ones; clearing and removing are still counted. */
  stop(): void;
  /** Puts the real functions back. */
  restore(): void;
}

type Listener = EventListenerOrEventListenerObject;
/** The browser's signatures (the Node types in scope would say a timer is an object). */
type SetTimer = (handler: TimerHandler, ms?: number, ...args: unknown[]) => number;
type ClearTimer = (id?: number) => void;

function nameOf(target: EventTarget): string {
  if (target === window) return 'window';
  if (target === document) return 'document';
  if (target instanceof Element) return `<${target.localName}>`;
  return target.constructor.name;
}

/** Nodes that go away with a checkout element or were never in the page. */
function diesWithItsOwner(target: EventTarget): boolean {
  if (!(target instanceof Node)) return false;
  if (!target.isConnected) return true;
  for (let n: Node | null = target; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
    if (n instanceof Element && n.localName.endsWith('-checkout')) return true;
  }
  return false;
}

export function recordLiveResources(): LiveResources {
  const real = {
    setTimeout: window.setTimeout as unknown as SetTimer,
    setInterval: window.setInterval as unknown as SetTimer,
    clearTimeout: window.clearTimeout as unknown as ClearTimer,
    clearInterval: window.clearInterval as unknown as ClearTimer,
    add: EventTarget.prototype.addEventListener,
    remove: EventTarget.prototype.removeEventListener,
  };
  let recording = true;
  const timers = new Map<number, string>();
  const listeners = new Map<EventTarget, Map<string, Set<Listener>>>();

  const setTimeout: SetTimer = (handler, ms, ...args) => {
    if (!recording || typeof handler !== 'function') return real.setTimeout.call(window, handler, ms, ...args);
    const id = real.setTimeout.call(
      window,
      (...a: unknown[]) => {
        timers.delete(id);
        (handler as (...a: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    timers.set(id, `setTimeout(${ms ?? 0} ms)`);
    return id;
  };
  const setInterval: SetTimer = (handler, ms, ...args) => {
    const id = real.setInterval.call(window, handler, ms, ...args);
    if (recording) timers.set(id, `setInterval(${ms ?? 0} ms)`);
    return id;
  };
  // Both clear functions clear either kind: the browser shares one list of ids.
  const clear =
    (realClear: ClearTimer): ClearTimer =>
    (id) => {
      if (id !== undefined) timers.delete(id);
      realClear.call(window, id);
    };
  Object.assign(window, {
    setTimeout,
    setInterval,
    clearTimeout: clear(real.clearTimeout),
    clearInterval: clear(real.clearInterval),
  });

  const key = (type: string, options?: boolean | EventListenerOptions) =>
    `${type}${(typeof options === 'boolean' ? options : options?.capture) ? ' (capture)' : ''}`;
  const forget = (target: EventTarget, k: string, listener: Listener) => {
    const byKey = listeners.get(target);
    byKey?.get(k)?.delete(listener);
    if (byKey?.get(k)?.size === 0) byKey.delete(k);
    if (byKey?.size === 0) listeners.delete(target);
  };

  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: Listener | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    real.add.call(this, type, listener, options);
    if (!recording || !listener || diesWithItsOwner(this)) return;
    const k = key(type, options);
    const byKey = listeners.get(this) ?? new Map<string, Set<Listener>>();
    listeners.set(this, byKey.set(k, (byKey.get(k) ?? new Set()).add(listener)));
    // The browser takes these off by itself: follow it (through the real function, so uncounted).
    const capture = typeof options === 'object' && Boolean(options.capture);
    if (typeof options === 'object' && options.once) {
      real.add.call(this, type, () => forget(this, k, listener), { once: true, capture });
    }
    if (typeof options === 'object' && options.signal) {
      real.add.call(options.signal, 'abort', () => forget(this, k, listener), { once: true });
    }
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: Listener | null,
    options?: boolean | EventListenerOptions,
  ): void {
    real.remove.call(this, type, listener, options);
    if (listener) forget(this, key(type, options), listener);
  };

  return {
    timers: () => [...timers.values()],
    listeners: () =>
      [...listeners].flatMap(([target, byKey]) =>
        [...byKey].flatMap(([k, set]) => [...set].map(() => `${nameOf(target)}: ${k}`)),
      ),
    stop() {
      recording = false;
    },
    restore() {
      recording = false;
      Object.assign(window, {
        setTimeout: real.setTimeout,
        setInterval: real.setInterval,
        clearTimeout: real.clearTimeout,
        clearInterval: real.clearInterval,
      });
      EventTarget.prototype.addEventListener = real.add;
      EventTarget.prototype.removeEventListener = real.remove;
    },
  };
}
