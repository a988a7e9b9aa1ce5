/**
 * The one door to the payment file, on the package's and an app's path (src/loading/payment.ts
 * over ./imports.ts: a dynamic import of src/payment-screen/): nothing is here before the
 * first call, and every call gets the one module. The self-contained bundles' door, the file beside
 * the script and its faults, is imports-beside.test.ts's. Nothing else in this page loads
 * the payment file, so the first test sees it not loaded yet.
 */
import { expect } from '@open-wc/testing';
import { loadPaymentScreen, paymentScreenNow } from '../../src/loading/payment.js';

describe('loadPaymentScreen', () => {
  it('has nothing before the first call, then the payment file', async () => {
    expect(paymentScreenNow(), 'not loaded before the first call').to.equal(undefined);
    const loading = loadPaymentScreen();
    expect(paymentScreenNow(), 'nor while it loads').to.equal(undefined);
    const module = await loading;
    expect(paymentScreenNow()).to.equal(module);
    expect(module.PaymentSession, "the payment file's session").to.be.a('function');
    expect(module.firstAccount, '"Use my wallet"').to.be.a('function');
  });

  it('loads once: every call shares the one load, of the module a dynamic import of the payment file gives', async () => {
    const calls = [loadPaymentScreen(), loadPaymentScreen()];
    expect(calls[1], 'two calls, one load').to.equal(calls[0]);
    const first = await calls[0];
    expect(loadPaymentScreen(), 'a later call, the same load').to.equal(calls[0]);
    expect(await import('../../src/payment-screen/index.js')).to.equal(first);
  });
});
