import { engineOf } from './engine.js';
import { inFront } from './front.js';

// `executeServerCommand('heap-after-gc')` collects garbage in the test's page (a full GC through
// the DevTools protocol, repeated so that what weak references and finalizers freed goes too),
// then answers the bytes still in use: V8's heap, and Blink's (DOM nodes live there) when reported.
export const heapAfterGc = {
  name: 'heap-after-gc',
  async executeCommand({ command, session }) {
    if (command !== 'heap-after-gc') return undefined;
    // Only Chromium's DevTools protocol collects garbage and reads the heap on demand: elsewhere
    // the answer is false and the heap assertions are Chromium's (test/helpers/heap.ts).
    if (engineOf(session.browser) !== 'chromium') return false;
    const page = session.browser.getPage(session.id);
    // A page in a background tab (two test files run at once) draws no frames, and Chromium lets
    // go of removed elements whose CSS animation ran (a spinner) only at the next frame: bring the
    // page to the front and let a frame pass, so that only what is really held is counted.
    await inFront(async () => {
      await page.bringToFront();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    });
    const cdp = await page.createCDPSession();
    try {
      for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
      return { jsHeap: usedSize, domHeap: embedderHeapUsedSize ?? 0 };
    } finally {
      await cdp.detach();
    }
  },
};
