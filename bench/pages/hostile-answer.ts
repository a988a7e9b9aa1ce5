/**
 * A hostile answer of just over 1 MiB, read from the bench's server by the chain readers' bounded
 * read (bench/hostile.js wires the module in). Long tasks are
 * watched from before the fetch to after the read: issue 33 asks that the answer be refused with
 * no long task over 50 ms, Chromium's own threshold for one.
 */

/** The bounded read (src/chain/read-json.ts `readJson`): it fetches `url` itself; refused is a failed read. */
export type BoundedRead = (url: string) => Promise<{ ok: boolean }>;

export interface HostileRun {
  refused: boolean;
  /** Milliseconds from the fetch to the read's end. */
  ms: number;
  /** The longest long task that overlapped the run, 0 when there was none. */
  longestTask: number;
}

declare global {
  interface Window {
    benchHostile(url: string): Promise<HostileRun>;
  }
}

export function installHostileRun(read: BoundedRead): void {
  window.benchHostile = async (url) => {
    const tasks: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    let refused: boolean;
    try {
      refused = !(await read(url)).ok;
    } catch {
      refused = true;
    }
    const end = performance.now();
    // Long task entries arrive after their task: two frames later every one of the run is in.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    tasks.push(...observer.takeRecords());
    observer.disconnect();
    const overlapping = tasks.filter((task) => task.startTime < end && task.startTime + task.duration > start);
    return { refused, ms: end - start, longestTask: Math.max(0, ...overlapping.map((task) => task.duration)) };
  };
}
