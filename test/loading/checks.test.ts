/**
 * The one door to the check file, on the package's and an app's path (src/loading/checks.ts over
 * ./imports.ts: a dynamic import of src/checks/): nothing is here before the first call, every
 * call gets the one module, and what waits for the file without asking for it hears of it once.
 * The self-contained bundles' door, the file beside the script and its faults, is
 * imports-beside.test.ts's. Nothing else in this page loads the check file, so the first test sees
 * it not loaded yet.
 */
import { expect } from '@open-wc/testing';
import { checksNow, loadChecks, whenChecks } from '../../src/loading/checks.js';

describe('loadChecks', () => {
  it('has nothing before the first call, tells who waits once it is here, and fetches nothing for them', async () => {
    let heard = 0;
    let dropped = 0;
    whenChecks(() => (heard += 1));
    const stop = whenChecks(() => (dropped += 1));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checksNow(), 'waiting asks for nothing').to.equal(undefined);
    const loading = loadChecks();
    expect(checksNow(), 'nor while it loads').to.equal(undefined);
    const module = await loading;
    expect(checksNow()).to.equal(module);
    expect([heard, dropped], 'told once; one that stopped waiting, not at all').to.deep.equal([1, 0]);
    let now = 0;
    whenChecks(() => (now += 1));
    expect(now, 'once it is here, at once').to.equal(1);
    expect(module.prepareRequest, "the request's preparation").to.be.a('function');
    expect(module.createSender, 'the client').to.be.a('function');
  });

  it('loads once: every call shares the one load, of the module a dynamic import of the check file gives', async () => {
    const calls = [loadChecks(), loadChecks()];
    expect(calls[1], 'two calls, one load').to.equal(calls[0]);
    const first = await calls[0];
    expect(loadChecks(), 'a later call, the same load').to.equal(calls[0]);
    expect(await import('../../src/checks/index.js')).to.equal(first);
  });
});
