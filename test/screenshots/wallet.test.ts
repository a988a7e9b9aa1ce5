/**
 * The browser-wallet screens (widget.md, "Pay from a browser wallet"): the choice, a wallet being
 * asked, declined, a wallet that lacks the network, sent, and sent but failed on the network
 * ("Following the payment to the chain"), each at 360 and 1024 px, light and dark, and right to
 * left in Arabic; axe finds nothing in any of them. The wallets here answer without a chain (a
 * fixed hash, a reverted receipt), so every run draws the same pixels; the chain's own proof is
 * test/elements/crypto-checkout/wallet.test.ts and chain.test.ts. Screenshots are compared in
 * Chromium (stages.ts); axe runs in every engine.
 */
import { expect } from '@open-wc/testing';
import type { Checkout, Stage } from '../../demo/gallery-states.js';
import type { ScriptedResponse } from '../../mock/scenarios.js';
import { FILLED } from '../helpers/crypto-checkout.js';
import { TestWallet, TEST_ICON, type Misbehaviour } from '../helpers/test-wallet.js';
import { cardOf, compareWithBaseline, mountStage, photograph, releaseClock, show } from './stages.js';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const HASH = '0x8f3c2a1b9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a';

// No node behind them: these wallets answer every request themselves.
const NO_CHAIN = { rpc: {}, payer: '0x1111111111111111111111111111111111111111', startMs: 0 };
const first = new TestWallet(NO_CHAIN, { name: 'Test Wallet', icon: TEST_ICON });
const second = new TestWallet(NO_CHAIN, { name: 'Second Wallet', icon: '' });

before(() => {
  first.announce();
  second.announce();
});

/** USDC on Base, expiring in 15 minutes on the page's (held) clock. */
function usdcPayment(): ScriptedResponse {
  const now = Date.now();
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json', Date: new Date(now).toUTCString() },
    body: JSON.stringify({
      address: ADDRESS,
      amount: 12.5,
      expiryDateEpoch: now + 15 * 60_000,
      orderId: '3f6d2c1b-8a7e-4f5d-9c3b-2a1e0f9d8c7b',
      paymentId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      protocol: 'USDC',
      uri: `ethereum:${USDC_BASE}@8453/transfer?address=${ADDRESS}&uint256=12500000`,
    }),
  };
}

const ATTRIBUTES = { ...FILLED, currency: 'USDC' };

/** The wallet's answers settle in microtasks (no node, no timer): let them, then the render. */
async function answered(el: Checkout): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await el.updateComplete;
}

function stage(name: string, wallet: { chainId?: number; misbehaviour?: Misbehaviour; click?: boolean }): Stage {
  return {
    name: `wallet-${name}`,
    title: `Crypto: browser wallet, ${name}`,
    tag: 'market-crypto-checkout',
    attributes: ATTRIBUTES,
    clock: true,
    reads: wallet.misbehaviour?.reverted,
    reach: async (el, { mock }) => {
      first.chainId = wallet.chainId ?? 8453;
      first.misbehaviour = wallet.misbehaviour ?? {};
      await mock.script(usdcPayment());
      el.baseUrl = mock.baseUrl('scripted');
      const paid = new Promise((resolve, reject) => {
        el.addEventListener('market-crypto-payment', resolve, { once: true });
        el.addEventListener('market-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
      });
      el.renderRoot.querySelector<HTMLButtonElement>('button[part~="submit"]')!.click();
      await paid;
      await el.updateComplete;
      if (wallet.click === false) return;
      // The transaction sent is then read through the wallet: the receipt it answers ends in a status.
      const read = wallet.misbehaviour?.reverted ? new Promise((resolve) => el.addEventListener('market-crypto-status', resolve, { once: true })) : undefined;
      el.renderRoot.querySelector<HTMLButtonElement>('button[part~="wallet-button"]')!.click();
      await answered(el);
      await read;
      await el.updateComplete;
    },
  };
}

const STAGES: Stage[] = [
  stage('choice', { click: false }),
  stage('busy', { misbehaviour: { hold: ['eth_requestAccounts'] } }),
  stage('rejected', { misbehaviour: { reject: ['eth_sendTransaction'] } }),
  stage('wrong-network', { chainId: 1, misbehaviour: { switchChain: 'unknown-chain' } }),
  stage('sent', { misbehaviour: { hash: HASH } }),
  stage('failed', { misbehaviour: { hash: HASH, reverted: true } }),
];

/** Photographed right to left at both widths and in both schemes, as the crypto stages are; the others at 360 px in light. */
const RTL_EVERY_VIEW = ['wallet-failed'];

/** What each stage shows, so a screenshot is never of the wrong state. */
const SHOWS: Record<string, string> = {
  'wallet-choice': 'Pay with Test Wallet',
  'wallet-busy': 'Confirm in Test Wallet…',
  'wallet-rejected': 'Declined in Test Wallet. Nothing was sent.',
  'wallet-wrong-network': 'Add the Base network to Test Wallet, then try again.',
  'wallet-sent': 'Sent from Test Wallet',
  'wallet-failed': 'The transaction failed on the network; nothing was paid. You can pay again.',
};

describe('<market-crypto-checkout> browser-wallet screens look', function () {
  this.timeout(30_000);
  afterEach(() => {
    first.misbehaviour = {};
  });

  for (const s of STAGES) {
    it(`${s.title}: light and dark, axe-clean`, async () => {
      const el = await mountStage(s);
      expect(el.renderRoot.textContent!.replace(/\s+/g, ' ')).to.include(SHOWS[s.name]);
      await photograph(el, s.name);
      releaseClock();
      await expect(el, s.name).to.be.accessible();
    });

    it(`${s.title}: right to left, axe-clean`, async () => {
      const el = await mountStage(s, { lang: 'ar' });
      if (RTL_EVERY_VIEW.includes(s.name)) await photograph(el, `${s.name}-rtl`);
      else {
        await show(el, 360, 'light');
        await compareWithBaseline(cardOf(el), `${s.name}-rtl-360-light`);
      }
      releaseClock();
      await expect(el, `${s.name}, right to left`).to.be.accessible();
    });
  }
});
