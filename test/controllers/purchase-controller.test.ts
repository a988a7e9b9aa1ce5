/**
 * PurchaseController on a bare Lit host: one request at a time, `market-submit` before it (and a
 * cancelled one sends nothing), the answer's state set before `submit` resolves, a failure back to
 * the form, and a request nobody waits for any more (reset, removal) changing nothing.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import { keyedError, MarketError } from '../../src/api/errors.js';
import type { CryptoPurchaseRequest } from '../../src/checks/eager-schemas.js';
import { PurchaseController } from '../../src/controllers/purchase-controller.js';
import { cryptoRequest } from '../helpers/fixtures.js';

type Done = { state: 'done'; answer: string };

class PurchaseHost extends LitElement {
  readonly purchase = new PurchaseController<CryptoPurchaseRequest, string, Done>(this);
}
customElements.define('purchase-host', PurchaseHost);

const REQUEST = cryptoRequest();
const prepared = () => ({ request: REQUEST });
const accept = (_request: CryptoPurchaseRequest, answer: string): Done => ({ state: 'done', answer });

/** A send the test answers by hand, with the signals it was given. */
function manualSend() {
  const calls: { request: CryptoPurchaseRequest; signal: AbortSignal; answer(value: string): void; fail(error: unknown): void }[] = [];
  const send = (request: CryptoPurchaseRequest, signal: AbortSignal) =>
    new Promise<string>((answer, fail) => calls.push({ request, signal, answer, fail }));
  return { calls, send };
}

async function host(): Promise<PurchaseHost> {
  return fixture<PurchaseHost>(html`<purchase-host></purchase-host>`);
}

describe('PurchaseController', () => {
  it('fires market-submit, sends once, and resolves to the state the answer led to, set before', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    const submitted = oneEvent(el, 'market-submit');
    const attempt = el.purchase.submit(prepared, send, accept);
    expect((await submitted).detail.request).to.deep.equal(REQUEST);
    expect(el.purchase.value).to.deep.equal({ state: 'submitting', request: REQUEST });
    expect(await el.purchase.submit(prepared, send, accept), 'a second submit while one is out').to.equal(undefined);
    expect(calls).to.have.length(1);
    calls[0]!.answer('accepted');
    expect(await attempt).to.deep.equal({ done: { state: 'done', answer: 'accepted' } });
    expect(el.purchase.value).to.deep.equal({ state: 'done', answer: 'accepted' });
  });

  it('sends nothing when prepare refuses, and returns to the form with the error', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    const error = keyedError('invalid-input', 'domainMissing');
    expect(await el.purchase.submit(() => ({ error }), send, accept)).to.deep.equal({ error });
    expect(calls).to.have.length(0);
    expect(el.purchase.value).to.deep.equal({ state: 'editing', error });
  });

  it('sends nothing when a listener cancels market-submit', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    el.addEventListener('market-submit', (event) => event.preventDefault(), { once: true });
    expect(await el.purchase.submit(prepared, send, accept)).to.equal(undefined);
    expect(calls).to.have.length(0);
    expect(el.purchase.value.state).to.equal('editing');
  });

  it('turns a failure that is not a MarketError into a bad-response', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    const attempt = el.purchase.submit(prepared, send, accept);
    calls[0]!.fail(new TypeError('boom'));
    const result = await attempt;
    expect(result && 'error' in result && result.error).to.be.instanceOf(MarketError);
    expect(result && 'error' in result && result.error.code).to.equal('bad-response');
    expect(el.purchase.value.state).to.equal('editing');
  });

  it('aborts the request on reset, and its late answer changes nothing', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    const attempt = el.purchase.submit(prepared, send, accept);
    el.purchase.reset();
    expect(calls[0]!.signal.aborted).to.equal(true);
    calls[0]!.answer('late');
    expect(await attempt).to.equal(undefined);
    expect(el.purchase.value).to.deep.equal({ state: 'editing' });
  });

  it('gives the request up when the host leaves the page, not when it is only moved', async () => {
    const el = await host();
    const { calls, send } = manualSend();
    void el.purchase.submit(prepared, send, accept);
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await Promise.resolve();
    expect(calls[0]!.signal.aborted, 'moved').to.equal(false);
    el.remove();
    await Promise.resolve();
    expect(calls[0]!.signal.aborted, 'removed').to.equal(true);
    expect(el.purchase.value.state).to.equal('editing');
  });

  it('resume puts a purchase accepted earlier back on screen, with no request', async () => {
    const el = await host();
    el.purchase.resume({ state: 'done', answer: 'kept' });
    await el.updateComplete;
    expect(el.purchase.value).to.deep.equal({ state: 'done', answer: 'kept' });
  });
});
