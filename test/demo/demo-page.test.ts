/**
 * The demo page (demo/index.html) as a visitor uses it, in a frame of a phone's, a landscape
 * phone's or a laptop's size, served as Vite serves it (scripts/wtr/demo-page.js) against its own
 * mock session (`?session=`) and that session's chains: a Bitcoin payment from the test account
 * with a real reload while it waits for its block, the demo wallet's ETH payment on the dev
 * server's EVM chain, a Lightning payment from the test WebLN wallets (the right preimage and a wrong
 * one), and the focus when a button goes away under it. Its widths from 320 px to
 * 1280 px: test/node/demo-layout.test.js, under Vite itself.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoSentDetail, MarketCryptoStatusDetail } from '../../src/controllers/events.js';
import { button, choose, click, normalize } from '../helpers/buyer.js';
import { expectInPlaceOf, expectNoBand, places } from '../helpers/screen-geometry.js';
import { setPageVisible } from '../helpers/page-visibility.js';

/** How long the chain takes to get somewhere: the element reads every 5 s, the demo's block comes 10 s after the payment. */
const CHAIN = { timeout: 40_000 } as const;

interface Demo {
  frame: HTMLIFrameElement;
  win: Window;
  doc: Document;
  crypto: MarketCryptoCheckout;
  /** `/mock/<session>`: the page's purchases and chains. */
  root: string;
  /** "Pay from a test account", and the log that says what it did. */
  payAll: HTMLButtonElement;
  payPart: HTMLButtonElement;
  log: HTMLElement;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) {
    frame.contentWindow?.sessionStorage.clear();
    frame.remove();
  }
});

/** The page in the frame, once its elements are defined and its snippets written. */
async function pageIn(frame: HTMLIFrameElement, root: string): Promise<Demo> {
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  await waitUntil(() => win.customElements.get('market-crypto-checkout') && doc.getElementById('snippet-script-tag')?.textContent, 'the demo page ran its script', { timeout: 10_000 });
  const crypto = doc.querySelector('market-crypto-checkout') as MarketCryptoCheckout;
  await crypto.updateComplete;
  const $ = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
  return { frame, win, doc, crypto, root, payAll: $('pay-all'), payPart: $('pay-part'), log: $('chain-log') };
}

async function openDemo({ width, height } = { width: 1280, height: 800 }): Promise<Demo> {
  const session = `demo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block;`;
  frame.src = `/demo/index.html?session=${session}`;
  frames.push(frame);
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  return pageIn(frame, `${location.origin}/mock/${session}`);
}

async function reload(demo: Demo): Promise<Demo> {
  const loaded = oneEvent(demo.frame, 'load');
  demo.win.location.reload();
  await loaded;
  return pageIn(demo.frame, demo.root);
}

const stateOf = (demo: Demo) => demo.crypto.getAttribute('state');
/** What the buyer reads at the top of the element's screen: its heading, or "the form". */
const screenOf = (demo: Demo) => normalize(demo.crypto.shadowRoot!.querySelector('h2')?.textContent) || 'the form';
/** Shown: what the visitor sees, not an attribute. */
const offered = (b: HTMLButtonElement) => b.getClientRects().length > 0;

async function reaches(demo: Demo, state: string, options: { timeout: number } = CHAIN): Promise<void> {
  await waitUntil(() => stateOf(demo) === state, `the crypto element reaches ${state} (it is ${stateOf(demo)})`, options);
  await demo.crypto.updateComplete;
}

/** The buyer picks `currency` and asks for the payment details, which the page's mock answers. */
async function getPaymentDetails(demo: Demo, currency: string): Promise<void> {
  await choose(demo.crypto, 'currency', currency);
  await click(demo.crypto, 'Get payment details');
  await reaches(demo, 'awaiting-payment', { timeout: 10_000 });
  // The element's reader notes what the address already holds when the screen shows: a payment
  // made before that note would count as an older one. A visitor takes longer than this to click.
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** A control of the demo page's own, set as a visitor sets it. */
function pick(demo: Demo, id: string, value: string): void {
  const select = demo.doc.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

const lightningButton = (demo: Demo) => demo.crypto.shadowRoot!.querySelector<HTMLButtonElement>('[part~="webln-button"]')!;

async function rpc(url: string, method: string, params: unknown[]): Promise<any> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await res.json()) as { result: unknown }).result;
}

// The element pauses its reads while the page is hidden, as a buyer's tab in the background;
// test files side by side hide each other, so this one asks to be in front.
before(() => setPageVisible(true));

describe('demo page', () => {
  it('pays BTC from the test account, is reloaded while it waits for its block, and reaches paid with nothing more to pay', async () => {
    let demo = await openDemo();
    const seen: string[] = [];
    const saw = () => seen.at(-1) !== screenOf(demo) && seen.push(screenOf(demo));
    saw();
    expect(offered(demo.payAll), 'nothing is due before a payment').to.equal(false);
    await getPaymentDetails(demo, 'BTC');
    saw();
    expect(offered(demo.payAll) && offered(demo.payPart), 'offered while the payment is due').to.equal(true);

    await click(demo.crypto, demo.payAll);
    await reaches(demo, 'confirming');
    saw();
    expect(offered(demo.payAll) || offered(demo.payPart), 'not offered while confirming').to.equal(false);

    demo = await reload(demo);
    expect(stateOf(demo), 'the reload shows the same payment, still waiting for its block').to.equal('confirming');
    saw();
    expect(offered(demo.payAll) || offered(demo.payPart), 'not offered again after the reload').to.equal(false);
    expect(normalize(demo.log.textContent)).to.equal('All 21000 sats sent to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq: the element follows them on the chain.');

    // No page timer mines the block: the dev server's chain does, after the reload as before it.
    await reaches(demo, 'paid');
    saw();
    expect(offered(demo.payAll) || offered(demo.payPart), 'not offered once paid').to.equal(false);
    expect(seen).to.deep.equal(['the form', 'Send exactly this amount', 'Payment received, waiting for confirmation', 'Payment confirmed']);
    const txs = await (await fetch(`${demo.root}/esplora/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/txs`)).json();
    expect(txs.map((tx: { vout: { value: number }[]; status: { confirmed: boolean } }) => [tx.vout[0]!.value, tx.status.confirmed]), 'one payment, of the whole amount, mined').to.deep.equal([[21_000, true]]);
  });

  it("pays USDT-TRC20 from the test account on the dev server's Tron-shaped chain, which the element follows to paid", async () => {
    const demo = await openDemo();
    await getPaymentDetails(demo, 'USDTTRC20');
    const response = { address: 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX', units: 25_980_000n };
    expect(normalize(demo.log.textContent)).to.equal(`${response.units} token units due to ${response.address}.`);
    expect(offered(demo.payAll), 'offered while the payment is due').to.equal(true);
    await click(demo.crypto, demo.payAll);
    // The chain mines it about 6 s later; the element's reads (every 5 s) then see it, 1 confirmation deep.
    await reaches(demo, 'paid');
    expect(screenOf(demo)).to.equal('Payment confirmed');
    expect(offered(demo.payAll) || offered(demo.payPart), 'not offered once paid').to.equal(false);
    expect(normalize(demo.log.textContent)).to.match(/^Sent 25980000 token units in 0x[0-9a-f]{10}…, 0 token units still due; the chain mines it in about 6 s\.$/);
    // What the element asked the chain went through its java-tron front: the transfer is on it, to the payment's address.
    const tip = Number(await rpc(`${demo.root}/tron`, 'eth_blockNumber', []));
    const logs = await rpc(`${demo.root}/tron`, 'eth_getLogs', [
      { fromBlock: '0x' + (tip - 100).toString(16), toBlock: 'latest', address: '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c', topics: [null, null, '0x' + '52908400098527886e0f7030069857d2e4169ee7'.padStart(64, '0')] },
    ]);
    expect(logs.map((log: { data: string }) => BigInt(log.data))).to.deep.equal([response.units]);
  });

  it('pays ETH with the demo wallet on the dev server\'s chain, which the element reads back to paid, with no explorer link', async () => {
    const demo = await openDemo();
    await getPaymentDetails(demo, 'ETH');
    const sent = oneEvent(demo.crypto, 'market-crypto-sent');
    await click(demo.crypto, button(demo.crypto, 'Pay with Demo wallet'));
    const { txHash, chainId } = ((await sent) as CustomEvent<MarketCryptoSentDetail>).detail;
    expect(chainId).to.equal(1);
    await reaches(demo, 'paid');
    expect(screenOf(demo)).to.equal('Payment confirmed');
    expect(demo.crypto.shadowRoot!.querySelector('a.explorer'), 'no explorer page for a chain no explorer knows').to.equal(null);

    // What the wallet sent is on the session's chain: the amount, in wei, to the payment's address.
    const tx = await rpc(`${demo.root}/evm/1`, 'eth_getTransactionByHash', [txHash]);
    expect([tx.to.toLowerCase(), BigInt(tx.value)]).to.deep.equal(['0x52908400098527886e0f7030069857d2e4169ee7', 6_100_000_000_000_000n]);
    expect(await rpc(`${demo.root}/evm/1`, 'eth_getTransactionReceipt', [txHash])).to.include({ status: '0x1' });
  });

  for (const shape of ['the default', 'lightning-only'] as const) {
    it(`pays BTC over Lightning (${shape}) with the test WebLN wallet, to the receipt, with the preimage the mock's node revealed`, async () => {
      const demo = await openDemo();
      if (shape === 'the default') expect(normalize(demo.doc.getElementById('base-url')!.textContent)).to.equal(`${demo.root}/lightning`);
      else pick(demo, 'scenario', shape);
      await getPaymentDetails(demo, 'BTC');
      const link = demo.crypto.shadowRoot!.querySelector('[part~="wallet-link"]')!.getAttribute('href')!;
      expect(link).to.match(shape === 'the default' ? /^bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq\?amount=0\.00021&.*lightning=lnbc210u1/ : /^lightning:lnbc210u1/);
      const status = oneEvent(demo.crypto, 'market-crypto-status');
      await click(demo.crypto, lightningButton(demo));
      const { detail } = (await status) as CustomEvent<MarketCryptoStatusDetail>;
      expect(detail).to.deep.include({ status: { state: 'confirmed' }, source: 'wallet' });
      await reaches(demo, 'paid', { timeout: 10_000 });
      expect(screenOf(demo)).to.equal('Payment confirmed');
      // The receipt says how it was paid: the wallet's preimage proved it paid over Lightning.
      expect(normalize(demo.crypto.shadowRoot!.querySelector('[part~="summary"]')?.textContent)).to.include('Bitcoin, over Lightning');
    });
  }

  // Issue 54: the row once kept empty for the busy line under "Pay with Lightning wallet" is gone.
  for (const width of [390, 1280]) {
    it(`at ${width} px, the BTC payment with the test Lightning wallet shows no empty band, and the wallet's answer without proof takes the button's place, moving nothing`, async () => {
      const demo = await openDemo({ width, height: 800 });
      pick(demo, 'lightning-wallet', 'wrong');
      await getPaymentDetails(demo, 'BTC');
      const pressed = lightningButton(demo);
      expect(pressed, 'the test Lightning wallet offered').not.to.equal(null);
      expectNoBand(demo.crypto, 'the payment screen');
      const before = places(demo.crypto);
      await click(demo.crypto, pressed);
      await waitUntil(() => normalize(demo.crypto.shadowRoot!.textContent).includes('The wallet did not confirm the payment.'), 'the screen says so', { timeout: 10_000 });
      await demo.crypto.updateComplete;
      expectInPlaceOf(demo.crypto, before, pressed, 'answered without proof');
      expectNoBand(demo.crypto, 'answered without proof');
    });
  }

  it("the test wallet that answers with a wrong preimage proves nothing: the default BTC payment keeps waiting", async () => {
    const demo = await openDemo();
    pick(demo, 'lightning-wallet', 'wrong');
    await getPaymentDetails(demo, 'BTC');
    await click(demo.crypto, lightningButton(demo));
    await waitUntil(() => normalize(demo.crypto.shadowRoot!.textContent).includes('The wallet did not confirm the payment.'), 'the screen says so', { timeout: 10_000 });
    expect(stateOf(demo)).to.equal('awaiting-payment');
  });

  it('offers no test-account payment once the host says the payment is confirmed', async () => {
    const demo = await openDemo();
    await getPaymentDetails(demo, 'BTC');
    expect(offered(demo.payAll)).to.equal(true);
    demo.doc.querySelector<HTMLButtonElement>('[data-status="confirmed"]')!.click();
    await reaches(demo, 'paid', { timeout: 10_000 });
    expect(offered(demo.payAll) || offered(demo.payPart), 'nothing is due on a paid payment').to.equal(false);
  });

  it('keeps the focus on the page when a pay button goes away under it (Enter)', async () => {
    const demo = await openDemo();
    await getPaymentDetails(demo, 'BTC');
    demo.payPart.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => /still due/.test(demo.log.textContent ?? ''), 'part was paid', { timeout: 10_000 });
    expect(demo.doc.activeElement, 'half is still due: the button stays, and the focus on it').to.equal(demo.payPart);

    demo.payAll.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !offered(demo.payAll), 'the rest was paid', { timeout: 10_000 });
    expect(demo.doc.activeElement?.id, 'the focus goes to what happened, not to the page').to.equal('chain-log');
    expect(normalize(demo.log.textContent)).to.match(/^Sent 10500 sats in [0-9a-f]{12}…, 0 sats still due; the chain mines it in 10 s\.$/);
  });
});
