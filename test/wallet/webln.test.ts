/**
 * What "Pay with Lightning wallet" asks of a WebLN provider and what its answer proves, with the
 * browser's own SHA-256 (`crypto.subtle`) and the test provider on the page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { pageWebln, payInvoice, proves } from '../../src/wallet/webln.js';
import { preimageAndHash, TestWebln } from '../helpers/test-webln.js';

describe('webln', () => {
  afterEach(() => TestWebln.remove());

  it('proves: only a 32-byte hex preimage whose SHA-256 is the payment hash, in either case', async () => {
    const { preimage, paymentHash } = await preimageAndHash();
    expect(await proves(preimage, paymentHash)).to.equal(true);
    expect(await proves(preimage.toUpperCase(), paymentHash.toUpperCase())).to.equal(true);
    expect(await proves(paymentHash, paymentHash), 'the hash itself').to.equal(false);
    for (const wrong of [undefined, 42, '', preimage.slice(2), `${preimage}00`, `0x${preimage.slice(2)}`, preimage.replace(/^../, 'zz')]) {
      expect(await proves(wrong, paymentHash), String(wrong)).to.equal(false);
    }
  });

  it('pageWebln: a provider with enable and sendPayment, read when asked', () => {
    expect(pageWebln()).to.equal(undefined);
    (window as { webln?: unknown }).webln = { enable: () => Promise.resolve() };
    expect(pageWebln(), 'no sendPayment').to.equal(undefined);
    const webln = new TestWebln('00'.repeat(32)).install();
    expect(pageWebln()).to.equal(webln);
  });

  it('payInvoice: enable, then sendPayment once; the answer proves or not', async () => {
    const { preimage, paymentHash } = await preimageAndHash();
    const webln = new TestWebln(preimage);
    expect(await payInvoice(webln, 'lnbc1x', paymentHash, new AbortController().signal, () => undefined)).to.deep.equal({ kind: 'paid', preimage });
    expect(webln.asked).to.deep.equal(['enable', 'sendPayment lnbc1x']);
    for (const [answer, kind] of [['wrong', 'unproven'], ['none', 'unproven'], ['refuse', 'failed'], ['refuse-enable', 'failed']] as const) {
      webln.answer = answer;
      expect(await payInvoice(webln, 'lnbc1x', paymentHash, new AbortController().signal, () => undefined), answer).to.deep.equal({ kind });
    }
  });

  it('payInvoice: an abort settles at once; a proof after it is still heard, a refusal is not', async () => {
    const { preimage, paymentHash } = await preimageAndHash();
    const webln = new TestWebln(preimage, 'never');
    const cancel = new AbortController();
    const late: string[] = [];
    const answer = payInvoice(webln, 'lnbc1x', paymentHash, cancel.signal, (p) => void late.push(p));
    await new Promise((go) => setTimeout(go));
    cancel.abort();
    expect(await answer).to.deep.equal({ kind: 'cancelled' });
    webln.answerHeld();
    await waitUntil(() => late.length > 0, 'the late proof heard', { timeout: 5000 });
    expect(late).to.deep.equal([preimage]);
    const aborted = new AbortController();
    aborted.abort();
    webln.answer = 'right';
    expect(await payInvoice(webln, 'lnbc1x', paymentHash, aborted.signal, () => undefined)).to.deep.equal({ kind: 'cancelled' });
    expect(webln.asked.filter((a) => a.startsWith('send')), 'nothing sent once cancelled before enable answered').to.have.length(1);
  });
});
