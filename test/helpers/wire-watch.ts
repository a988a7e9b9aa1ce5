/**
 * The requests this page put on the wire, as the browser itself records them (Resource Timing):
 * unlike the mock's log it also sees requests that never reached a server (a refused
 * connection) or that were aborted on the way. Nothing is stubbed; the browser is only observed.
 */
export interface WireWatch {
  /** Requests to URLs starting with `prefix` so far (finished, failed or aborted). */
  count(prefix: string): number;
  stop(): void;
}

export function watchWire(): WireWatch {
  const seen: string[] = [];
  // An observer, not the timeline: the timeline's buffer (250 entries) is full of module loads.
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => e.name)));
  observer.observe({ type: 'resource' });
  return {
    count(prefix) {
      seen.push(...observer.takeRecords().map((e) => e.name));
      return seen.filter((name) => name.startsWith(prefix)).length;
    },
    stop: () => observer.disconnect(),
  };
}
