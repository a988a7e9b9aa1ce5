/**
 * PaymentReads, the part of a session that decides what is polled, on a bare host with the real
 * pollers (no session, no element): the host's source while the payment may change, the chain
 * through the host's endpoint (the local Esplora of scripts/test-chain-apis.js) while the host says
 * nothing, and where reading the chain began kept with the payment for a reload.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import type { PaymentStatusSource } from '../../src/payment/payment-ids.js';
import { byHostStatus, movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING, type FollowedStatus, type PaymentStatus } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import type { TrackedPayment } from '../../src/payment/tracked-payment.js';
import { PaymentReads } from '../../src/payment-screen/payment-reads.js';
import type { ScriptPort } from '../../src/payment-screen/script-port.js';
import { listenForWallets } from '../../src/wallet/announcements.js';
import { startApis, type ChainApis } from '../helpers/chain-apis.js';
import { checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { testPort } from '../helpers/script-port.js';
import { readKept } from '../helpers/kept-reader.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const store = openResumeStore({ persist: 'session', baseUrl: 'https://market.example.com/v1', partnerId: PARTNER_ID }, readKept);
const wallets = listenForWallets();

class ReadsHost extends LitElement {
  status: PaymentStatus | undefined = undefined;
  source: PaymentStatusSource | undefined = undefined;
  chainReads = '';
  fromHost: PaymentStatus[] = [];
  own: FollowedStatus[] = [];
  readonly port: ScriptPort = testPort(this, {
    store,
    wallets,
    snapshot: () => ({ status: this.status, source: this.source, chain: { chainReads: this.chainReads, confirmations: undefined, explorers: undefined } }),
  });
  readonly payment: TrackedPayment = movedTo(acceptedPayment(cryptoRequest(), checkedPayment(cryptoResponse())), AWAITING);
  readonly reads = new PaymentReads(this, this.port, this.payment.response, {
    hostSaid: (status) => void this.fromHost.push(status),
    ownRead: (status) => void this.own.push(status),
  });
}
customElements.define('reads-host', ReadsHost);

/** Until `done()`, or about two seconds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((go) => setTimeout(go, 20));
}

describe('PaymentReads', () => {
  before(() => setPageVisible(true));
  afterEach(() => sessionStorage.clear());

  it("polls the host's source with the payment's ids while the payment may change, and stops once it is paid", async () => {
    const el = await fixture<ReadsHost>(html`<reads-host></reads-host>`);
    const asked: unknown[] = [];
    el.source = async ({ orderId, paymentId }) => (asked.push({ orderId, paymentId }), { state: 'seen' });
    el.reads.update(el.payment);
    await until(() => el.fromHost.length > 0);
    expect(el.fromHost).to.deep.equal([{ state: 'seen' }]);
    expect(asked[0]).to.deep.equal({ orderId: el.payment.response.orderId, paymentId: el.payment.response.paymentId });
    const calls = asked.length;
    el.reads.update(byHostStatus(el.payment, { state: 'confirmed' }, () => true) as TrackedPayment);
    await new Promise((go) => setTimeout(go, 100));
    expect(asked.length, 'paid: polled no more').to.equal(calls);
    el.reads.stop();
  });

  it('reads the chain while the host says nothing, keeping where it began; the host’s word stops it', async () => {
    const apis: ChainApis = await startApis();
    const el = await fixture<ReadsHost>(html`<reads-host></reads-host>`);
    el.chainReads = `${BITCOIN}=${apis.esplora}`;
    store.save({ response: el.payment.response, expiresAt: el.payment.expiresAt, domain: 'example.com', years: 1, currency: 'BTC' });
    el.reads.update(el.payment);
    await until(() => el.own.length > 0);
    expect(el.own).to.deep.equal([{ state: 'pending' }]);
    expect(store.load()?.chainStart, 'kept for a reload').to.deep.equal({ known: [] });
    expect(el.reads.chainStart).to.deep.equal({ known: [] });
    el.status = { state: 'seen' };
    el.reads.update(el.payment);
    const before = el.own.length;
    await new Promise((go) => setTimeout(go, 100));
    expect(el.own.length, 'the host spoke: nothing more read').to.equal(before);
    el.reads.stop();
  });
});
