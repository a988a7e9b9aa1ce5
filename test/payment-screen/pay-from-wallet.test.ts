/**
 * PayFromWallet, the session's "Pay with <wallet>" step, on a bare Lit host: the buttons for a link
 * a wallet can pay, and what a wallet's answer comes to (the hash handed to the session with
 * `market-crypto-sent`; a refusal said, and no `market-error`; a wallet's failure said, with
 * one). The test wallets answer by themselves (a fixed hash, no chain).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { type MarketCryptoSentDetail, type MarketErrorEventDetail } from '../../src/controllers/events.js';
import { mergeStrings } from '../../src/locales/strings.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { payable } from '../../src/payment/payable.js';
import { movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import type { TrackedPayment, WalletSent } from '../../src/payment/tracked-payment.js';
import { PayFromWallet } from '../../src/payment-screen/pay-from-wallet.js';
import { withPaymentEnglish } from '../../src/payment-screen/payment-strings.js';
import type { ScriptPort } from '../../src/payment-screen/script-port.js';
import { listenForWallets } from '../../src/wallet/announcements.js';
import { screenText, shadow } from '../helpers/buyer.js';
import { checkedPayment, cryptoResponse, ETH_ADDRESS } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { TestWallet } from '../helpers/test-wallet.js';
import { testPort } from '../helpers/script-port.js';
import { readKept } from '../helpers/kept-reader.js';

const HASH = `0x${'cd'.repeat(32)}`;
const NO_CHAIN = { rpc: {}, payer: '0x1111111111111111111111111111111111111111', startMs: 0 };
const wallets = listenForWallets();
let count = 0;

/** What the step said to screen readers, in order (the session's `announcement`). */
let said: string[] = [];

class WalletHost extends LitElement {
  payment: TrackedPayment = movedTo(
    acceptedPayment(
      cryptoRequest({ currency: 'ETH' }),
      checkedPayment(cryptoResponse({ address: ETH_ADDRESS, amount: 0.05, protocol: 'ETH on Base', uri: `ethereum:${ETH_ADDRESS}@8453?value=5e16` })),
    ),
    AWAITING,
  );
  sent: WalletSent[] = [];
  readonly port: ScriptPort = testPort(this, {
    store: openResumeStore({ persist: 'none', baseUrl: 'https://market.example.com/v1', partnerId: PARTNER_ID }, readKept),
    wallets,
  });
  readonly wallet = new PayFromWallet(this, {
    port: this.port,
    text: () => withPaymentEnglish(mergeStrings()),
    payment: this.payment,
    walletSent: (sent) => void this.sent.push(sent),
    set announcement(words: string) {
      said.push(words);
    },
    get announcement() {
      return said.at(-1) ?? '';
    },
  });

  protected override render() {
    return this.wallet.view(payable(this.payment));
  }
}
customElements.define('wallet-host', WalletHost);

function walletOnPage(misbehaviour: TestWallet['misbehaviour']): TestWallet {
  count += 1;
  const wallet = new TestWallet(NO_CHAIN, { name: `Pay Wallet ${count}` });
  wallet.misbehaviour = { hash: HASH, ...misbehaviour };
  wallet.announce();
  return wallet;
}

async function press(el: WalletHost, wallet: TestWallet): Promise<void> {
  el.requestUpdate();
  await el.updateComplete;
  const button = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="wallet-button"]')].find((b) => b.textContent!.includes(wallet.info.name));
  button!.click();
  // The wallet answers by itself; its answer is handled a few tasks later.
  for (let i = 0; i < 20 && el.sent.length + said.length === 0; i += 1) await new Promise((go) => setTimeout(go, 10));
}

describe('PayFromWallet', () => {
  it('offers the wallet for a link it can pay; what it sent goes to the session and to the host', async () => {
    const wallet = walletOnPage({});
    const el = await fixture<WalletHost>(html`<wallet-host></wallet-host>`);
    const heard: MarketCryptoSentDetail[] = [];
    el.addEventListener('market-crypto-sent', (e) => heard.push((e as CustomEvent<MarketCryptoSentDetail>).detail));
    said = [];
    await press(el, wallet);
    const sent = { txHash: HASH, chainId: 8453, wallet: wallet.info.name };
    expect(el.sent).to.deep.equal([sent]);
    // Nothing said by the step: the session says the new heading, "Sent from <wallet>", once (payment-session.test.ts).
    expect(said).to.deep.equal([]);
    expect(heard).to.deep.equal([{ orderId: el.payment.response.orderId, paymentId: el.payment.response.paymentId, ...sent }]);
  });

  it("the buyer's refusal is said, and is no error; a wallet that fails is said, with market-error", async () => {
    const errors: MarketErrorEventDetail[] = [];
    const el = await fixture<WalletHost>(html`<wallet-host></wallet-host>`);
    el.addEventListener('market-error', (e) => errors.push((e as CustomEvent<MarketErrorEventDetail>).detail));
    const refusing = walletOnPage({ reject: ['eth_sendTransaction'] });
    said = [];
    await press(el, refusing);
    expect(said).to.have.length(1);
    expect(said[0]).to.include(refusing.info.name);
    expect(screenText(el)).to.include(said[0]);
    expect(errors).to.deep.equal([]);
    said = [];
    await press(el, walletOnPage({ hash: 'not a transaction hash' }));
    expect(said).to.deep.equal(['The wallet could not pay. Nothing was sent.']);
    expect(errors).to.deep.equal([{ error: { code: 'wallet', message: said[0] } }]);
    expect(el.sent).to.deep.equal([]);
  });
});
