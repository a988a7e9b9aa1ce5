// Memory: the JS heap after garbage collection (CDP HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage) before and after 1,000 cycles of mount, submit (to the QR code on
// screen) and unmount of the crypto element; then what one element costs when something keeps
// it, to show what the bound (HEAP_GROWTH_BUDGET, bench/budgets.js) would catch.
import { freshPage } from './browser.js';
import { cryptoAttributes } from './pages.js';

/** Runs in the page: `n` purchases, each element removed afterwards (and kept in `keep` if given). */
async function cycles(n, attributes, keep) {
  for (let i = 0; i < n; i += 1) {
    const element = document.createElement('market-crypto-checkout');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    await element.updateComplete;
    const response = await element.submit();
    await element.updateComplete;
    if (!response || !element.shadowRoot.querySelector('svg[part~="qr"]')) {
      throw new Error(`cycle ${i} ended in ${element.state} without a QR code`);
    }
    element.remove();
    if (keep) (window.kept ??= []).push(element);
  }
}

async function heapAfterGc(cdp) {
  // Twice: the first collection can leave work (finalizers, weak callbacks) for a second one.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
  return { js: usedSize, embedder: embedderHeapUsedSize };
}

export async function measureMemory(browser, { origin }, total, progress) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/classic.html`);
    const cdp = await page.createCDPSession();
    const attributes = cryptoAttributes(`${origin}/mock/bench-memory/ok`);
    // Warm-up, not counted: what fills once (code, caches) is in the heap before the first figure.
    await page.evaluate(cycles, 20, attributes, false);
    const before = await heapAfterGc(cdp);
    for (let done = 0; done < total; ) {
      const n = Math.min(250, total - done);
      await page.evaluate(cycles, n, attributes, false);
      done += n;
      progress(`memory: ${done}/${total} cycles`);
    }
    const after = await heapAfterGc(cdp);
    const probe = 50;
    await page.evaluate(cycles, probe, attributes, true);
    const kept = await heapAfterGc(cdp);
    check();
    return { before, after, cycles: total, perLeakedElement: (kept.js - after.js) / probe };
  } finally {
    await close();
  }
}
