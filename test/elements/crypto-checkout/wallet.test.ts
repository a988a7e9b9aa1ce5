/**
 * Paying from a browser wallet through the element, proven on the test chains (widget.md, "Pay
 * from a browser wallet"): the mock service answers with a fresh recipient per test, the buyer
 * clicks "Pay with <wallet>" on the payment screen, and the recipient's balance on the anvil node
 * is up by exactly the amount on screen, or unchanged when nothing may be sent.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import type { MarketErrorEventDetail } from '../../../src/controllers/events.js';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import { BUILT_IN_ASSETS } from '../../../src/checks/eager-schemas.js';
import { setPageVisible } from '../../helpers/page-visibility.js';
import { ARRIVES, button, click, control, hasButton, normalize, screenText, shadow, textOf } from '../../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';
import { OWNER } from '../../helpers/fixtures.js';
import { ADDRESS_OF } from '../../helpers/payment-links.js';
import { balanceOf, freshAddress, minedReceipt, testChains, TestWallet, type TestChains } from '../../helpers/test-wallet.js';

const USDC_BASE = BUILT_IN_ASSETS.find((a) => a.symbol === 'USDC' && a.network === 'Base')!;
const BASE = 8453;

const usdcOnBase = (address: string) =>
  cryptoResponse({ address, amount: 12.5, protocol: 'USDC', uri: `ethereum:${USDC_BASE.token}@${BASE}/transfer?address=${address}&uint256=12500000` });
const ethOnBase = (address: string) => cryptoResponse({ address, amount: 1.5, protocol: 'ETH', uri: `ethereum:${address}@${BASE}?value=1.5e18` });

// Balances as text: a failed assertion holding a BigInt takes the test page down with it.
const usdcOf = async (address: string) => String(await balanceOf(BASE, address, USDC_BASE.token));
const weiOf = async (address: string, chainId = BASE) => String(await balanceOf(chainId, address));

let chains: TestChains;
before(async function () {
  this.timeout(120000);
  chains = await testChains();
});

/** The page's wallets live as long as the page: each test announces its own, under a name of its own. */
let count = 0;
function walletOnPage(identity: { name?: string; chainId?: number; icon?: string } = {}): TestWallet {
  count += 1;
  const wallet = new TestWallet(chains, { name: `Wallet ${count}`, chainId: BASE, ...identity });
  wallet.announce();
  return wallet;
}

async function showPayment(response: ReturnType<typeof cryptoResponse>, session: MockSession = mockSession()): Promise<MarketCryptoCheckout> {
  await session.script(answer(response));
  const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED });
  await payNow(el);
  return el;
}

const walletButtons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="wallet-button"]')];
function walletButton(el: Element, wallet: TestWallet): HTMLButtonElement {
  // The text after the icon's letter, if any (the letter is hidden from the button's name).
  const found = walletButtons(el).find((b) => normalize(b.textContent).endsWith(`Pay with ${wallet.info.name}`));
  if (!found) throw new Error(`No button for ${wallet.info.name}: ${walletButtons(el).map((b) => normalize(b.textContent))}`);
  return found;
}
const has = (el: Element, selector: string) => shadow(el).querySelector(selector) !== null;

/** Every market-error the element fires from now on. */
function errorsOf(el: Element): MarketErrorEventDetail[] {
  const errors: MarketErrorEventDetail[] = [];
  el.addEventListener('market-error', (event) => errors.push((event as CustomEvent<MarketErrorEventDetail>).detail));
  return errors;
}

const mined = minedReceipt;

/** Lets a wallet's late answers (and anything they might set off) run. */
async function settle(el: MarketCryptoCheckout): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((go) => setTimeout(go, 0));
  await el.updateComplete;
}

/** Until the wallet's attempt is over: the buttons offered again, none busy. */
async function attemptOver(el: MarketCryptoCheckout): Promise<void> {
  while (walletButtons(el).some((b) => b.getAttribute('aria-busy') === 'true')) {
    await new Promise((go) => setTimeout(go, 10));
    await el.updateComplete;
  }
}

/** The form, for the tests that stop before the payment. */
const mountForm = (attributes: Record<string, string | undefined> = {}) => mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, ...attributes });
const ownerAddress = (el: Element) => control(el, 'ownerAddress')!;

// First in the file: until a test announces a wallet, the page has none.
/**
 * What a wallet was asked up to and with the one transaction; after it, only reads of that
 * transaction (the element follows it through the same wallet: README, "Following the payment").
 */
function sendingCalls(methods: readonly string[]): string[] {
  const sent = methods.indexOf('eth_sendTransaction') + 1;
  const after = methods.slice(sent).filter((m) => !['eth_getTransactionReceipt', 'eth_getTransactionByHash', 'eth_blockNumber'].includes(m));
  expect(after, 'after the transaction, only reads of it').to.deep.equal([]);
  return methods.slice(0, sent);
}

describe('<market-crypto-checkout> owner address, with no wallet on the page', () => {
  it('with no wallet on the page: no "Use my wallet", and the owner address still says what it is for', async () => {
    const el = await mountForm({ 'owner-address': undefined });
    expect(hasButton(el, 'Use my wallet')).to.equal(false);
    expect(textOf(el, '#h-ownerAddress')).to.equal('The address that will own the domain. 0x followed by 40 hexadecimal digits');
  });
});

describe('<market-crypto-checkout> owner address, with wallets on the page', () => {
  /** "Use my wallet" asks the page's first wallet. */
  let first: TestWallet;
  before(() => {
    first = walletOnPage();
  });
  afterEach(() => {
    first.misbehaviour = {};
  });

  for (const currency of ['BTC', 'SOL']) {
    it(`a buyer paying in ${currency} is told the owner address is the address that will own the domain`, async () => {
      const el = await mountForm({ currency });
      expect(ownerAddress(el).getAttribute('aria-describedby')).to.include('h-ownerAddress');
      expect(textOf(el, '#h-ownerAddress')).to.include('The address that will own the domain.');
    });
  }

  it('"Use my wallet" fills the owner address with the wallet\'s first account, asked on that click only', async () => {
    const el = await mountForm({ 'owner-address': undefined });
    expect(ownerAddress(el).value).to.equal('');
    expect(first.requests, 'nothing asked on load').to.deep.equal([]);
    await expect(el, 'the form with "Use my wallet"').to.be.accessible();

    const pressed = button(el, 'Use my wallet');
    const before = pressed.getBoundingClientRect().toJSON();
    await click(el, pressed);
    while (ownerAddress(el).value === '') await settle(el);

    expect(ownerAddress(el).value).to.equal(chains.payer);
    expect(first.methods).to.deep.equal(['eth_requestAccounts']);
    // The address filled in shows again in groups of four, under the button: the button stays put.
    expect(textOf(el, '[part~="field"] .address')).to.equal(chains.payer);
    expect(pressed.getBoundingClientRect().toJSON(), 'the button pressed did not move').to.deep.equal(before);
  });

  it('"Use my wallet" declined in the wallet: the owner address stays as it was', async () => {
    first.misbehaviour = { reject: ['eth_requestAccounts'] };
    const el = await mountForm();
    const typed = ownerAddress(el).value;
    const asked = first.requests.length;
    await click(el, 'Use my wallet');
    while (first.requests.length === asked) await settle(el);
    await settle(el);
    expect(ownerAddress(el).value).to.equal(typed);
    expect(el.state).to.equal('editing');
  });

  it('"Use my wallet" answered after the buyer submitted: nothing is written into the owner address', async () => {
    first.misbehaviour = { hold: ['eth_requestAccounts'] };
    const mock = mockSession();
    const el = await mountCrypto({ 'base-url': mock.baseUrl(), ...FILLED });
    const asked = first.requests.length;
    await click(el, 'Use my wallet');
    while (first.requests.length === asked) await settle(el);

    await payNow(el);
    first.answerHeld();
    await settle(el);

    expect(el.state).to.equal('awaiting-payment');
    expect(el.ownerAddress).to.equal(OWNER);
    expect((await mock.requests()).map((request) => (request.body as { ownerAddress: string }).ownerAddress), 'what was sent').to.deep.equal([OWNER]);
    el.reset();
    await el.updateComplete;
    expect(ownerAddress(el).value, 'the form again, as the buyer left it').to.equal(OWNER);
  });

  it('no "Use my wallet" where the site set the owner address', async () => {
    const el = await mountForm({ locked: 'owner-address' });
    expect(hasButton(el, 'Use my wallet')).to.equal(false);
  });
});

describe('<market-crypto-checkout> pays from a browser wallet, on the test chain', () => {
  it('USDC on Base in one click: the recipient holds exactly 12.5 USDC, and market-crypto-sent carries the hash the chain knows, frozen', async () => {
    const wallet = walletOnPage();
    const recipient = freshAddress();
    const response = usdcOnBase(recipient);
    const el = await showPayment(response);
    expect(wallet.requests, 'nothing is asked of a wallet before the click').to.deep.equal([]);
    expect(textOf(el, '[part~="amount"]')).to.equal('12.5 USDC');

    const sent = oneEvent(el, 'market-crypto-sent');
    await click(el, walletButton(el, wallet));
    const { detail } = await sent;
    await el.updateComplete;
    expect(el.state, 'sent: waiting for the network').to.equal('awaiting-payment');
    expect(screenText(el)).to.include(`Sent from ${wallet.info.name}`).and.include('Waiting for the network.');
    expect(textOf(el, '[part~="tx"]')).to.equal(`${detail.txHash.slice(0, 6)}…${detail.txHash.slice(-4)}`);
    expect(shadow(el).querySelector('[part~="tx"]')!.getAttribute('title')).to.equal(detail.txHash);
    expect(has(el, 'button[aria-label="Copy: Transaction"]')).to.equal(true);
    expect(has(el, '[part~="qr"]') || has(el, '[part~="wallet-link"]') || walletButtons(el).length > 0, 'no second way to pay').to.equal(false);

    expect(sendingCalls(wallet.methods)).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(await mined(BASE, detail.txHash)).to.deep.equal({ status: '0x1', from: chains.payer, to: USDC_BASE.token!.toLowerCase() });
    expect(detail).to.deep.equal({
      orderId: response.orderId,
      paymentId: response.paymentId,
      txHash: detail.txHash,
      chainId: BASE,
      wallet: wallet.info.name,
    });
    expect(await usdcOf(recipient)).to.equal('12500000');
    expect(Object.isFrozen(detail)).to.equal(true);
    expect(() => Object.assign(detail, { txHash: '0x0' })).to.throw(TypeError);

    // Followed through the same wallet to its receipt (no chain-reads needed): paid once mined. The
    // element reads only while its page is visible, which a test page beside another may not be.
    await setPageVisible(true);
    await waitUntil(() => el.state === 'paid', 'the wallet reports the receipt', ARRIVES);
  });

  it('ETH on Base from a wallet on Ethereum: switched to Base before anything is sent, and the recipient holds exactly 1.5 ETH', async () => {
    const wallet = walletOnPage({ chainId: 1 });
    const recipient = freshAddress();
    const el = await showPayment(ethOnBase(recipient));

    const sent = oneEvent(el, 'market-crypto-sent');
    await click(el, walletButton(el, wallet));
    const { detail } = await sent;

    expect(sendingCalls(wallet.methods)).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId', 'eth_sendTransaction']);
    expect(wallet.requests[2]!.params).to.deep.equal([{ chainId: '0x2105' }]);
    expect((await mined(BASE, detail.txHash)).to).to.equal(recipient.toLowerCase());
    expect(await weiOf(recipient)).to.equal('1500000000000000000');
    expect(await weiOf(recipient, 1), 'nothing on the chain the wallet started on').to.equal('0');
    expect(detail.chainId).to.equal(BASE);
  });

  it('a double click sends one transaction; while a wallet is asked its button is busy and the others are disabled', async () => {
    const wallet = walletOnPage();
    const other = walletOnPage();
    wallet.misbehaviour = { hold: ['eth_requestAccounts'] };
    const recipient = freshAddress();
    const el = await showPayment(usdcOnBase(recipient));

    const sent = oneEvent(el, 'market-crypto-sent');
    await click(el, walletButton(el, wallet));
    expect(walletButton(el, wallet).getAttribute('aria-busy')).to.equal('true');
    expect(walletButton(el, other).disabled).to.equal(true);
    expect(screenText(el)).to.include(`Confirm in ${wallet.info.name}…`);
    await click(el, walletButton(el, wallet));
    walletButton(el, other).click();
    wallet.misbehaviour = {};
    wallet.answerHeld();
    await mined(BASE, (await sent).detail.txHash);
    await settle(el);

    expect(wallet.methods.filter((m) => m === 'eth_sendTransaction')).to.have.length(1);
    expect(wallet.methods.filter((m) => m === 'eth_requestAccounts')).to.have.length(1);
    expect(other.requests).to.deep.equal([]);
    expect(await usdcOf(recipient)).to.equal('12500000');
  });

  it('declined in the wallet (4001): said politely, no market-error, nothing sent, every way to pay kept; then paying works', async () => {
    const wallet = walletOnPage();
    wallet.misbehaviour = { reject: ['eth_sendTransaction'] };
    const recipient = freshAddress();
    const el = await showPayment(usdcOnBase(recipient));
    const errors = errorsOf(el);

    await click(el, walletButton(el, wallet));
    await attemptOver(el);

    expect(textOf(el, '.wallet-notice')).to.equal(`Declined in ${wallet.info.name}. Nothing was sent.`);
    expect(errors).to.deep.equal([]);
    expect(await usdcOf(recipient)).to.equal('0');
    expect(has(el, '[part~="qr"]') && has(el, '[part~="wallet-link"]')).to.equal(true);
    expect(walletButton(el, wallet).disabled).to.equal(false);

    wallet.misbehaviour = {};
    const sent = oneEvent(el, 'market-crypto-sent');
    await click(el, walletButton(el, wallet));
    await mined(BASE, (await sent).detail.txHash);
    expect(await usdcOf(recipient)).to.equal('12500000');
    expect(errors).to.deep.equal([]);
  });

  it('a wallet that never answers: "Cancel" gives the choice back, and its late answer sends nothing', async () => {
    const wallet = walletOnPage();
    wallet.misbehaviour = { hold: ['eth_requestAccounts'] };
    const recipient = freshAddress();
    const el = await showPayment(usdcOnBase(recipient));
    let sentEvents = 0;
    el.addEventListener('market-crypto-sent', () => (sentEvents += 1));

    await click(el, walletButton(el, wallet));
    await click(el, 'Cancel');

    expect(walletButtons(el).every((b) => !b.disabled && !b.hasAttribute('aria-busy'))).to.equal(true);
    expect(hasButton(el, 'Cancel')).to.equal(false);
    expect(has(el, '[part~="qr"]')).to.equal(true);
    wallet.answerHeld();
    await settle(el);
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts']);
    expect(sentEvents).to.equal(0);
    expect(await usdcOf(recipient)).to.equal('0');
  });

  for (const [switchChain, why] of [
    ['unknown-chain', 'lacks Base (4902)'],
    ['stay', 'stays on Ethereum after the switch'],
  ] as const) {
    it(`a wallet that ${why}: the network to add is named, a wallet error, nothing sent`, async () => {
      const wallet = walletOnPage({ chainId: 1 });
      wallet.misbehaviour = { switchChain };
      const recipient = freshAddress();
      const el = await showPayment(ethOnBase(recipient));
      const errors = errorsOf(el);

      await click(el, walletButton(el, wallet));
      await attemptOver(el);

      const words = `Add the Base network to ${wallet.info.name}, then try again.`;
      expect(textOf(el, '.wallet-notice')).to.equal(words);
      expect(errors).to.deep.equal([{ error: { code: 'wallet', message: words } }]);
      expect(wallet.methods).to.not.include('eth_sendTransaction');
      expect(wallet.methods).to.not.include('wallet_addEthereumChain');
      expect(await weiOf(recipient)).to.equal('0');
      expect(has(el, '[part~="qr"]') && has(el, '[part~="wallet-link"]') && walletButtons(el).length > 0).to.equal(true);
    });
  }

  it('a wallet that answers something that is not a hash: a wallet error in plain words, the screen stays', async () => {
    const wallet = walletOnPage();
    wallet.misbehaviour = { hash: 'not a hash' };
    const el = await showPayment(usdcOnBase(freshAddress()));
    const errors = errorsOf(el);

    await click(el, walletButton(el, wallet));
    await attemptOver(el);

    expect(textOf(el, '.wallet-notice')).to.equal('The wallet could not pay. Nothing was sent.');
    expect(errors.map((e) => e.error.code)).to.deep.equal(['wallet']);
    expect(el.state).to.equal('awaiting-payment');
    expect(has(el, '[part~="qr"]')).to.equal(true);
  });

  it('a reload after sending shows the hash and no way to pay again', async () => {
    const wallet = walletOnPage();
    const session = mockSession();
    const el = await showPayment(usdcOnBase(freshAddress()), session);
    const sent = oneEvent(el, 'market-crypto-sent');
    await click(el, walletButton(el, wallet));
    const { detail } = await sent;
    el.remove();

    const heard: boolean[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent<{ resumed?: boolean }>).detail.resumed === true);
    document.addEventListener('market-crypto-payment', listen);
    const again = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED });
    await again.updateComplete;
    await again.updateComplete;
    document.removeEventListener('market-crypto-payment', listen);

    expect(heard).to.deep.equal([true]);
    expect(again.state).to.equal('awaiting-payment');
    expect(screenText(again)).to.include(`Sent from ${wallet.info.name}`);
    expect(shadow(again).querySelector('[part~="tx"]')!.getAttribute('title')).to.equal(detail.txHash);
    expect(walletButtons(again)).to.have.length(0);
    expect(has(again, '[part~="qr"]') || has(again, '[part~="wallet-link"]')).to.equal(false);
    expect((await session.requests()).length, 'no second order').to.equal(1);
  });

  it('at expiry with a hash sent: the closed window shows the hash and says the site will confirm the payment', async () => {
    const wallet = walletOnPage();
    const session = mockSession();
    await session.script(answer(usdcOnBase(freshAddress())));
    const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED });
    // Only the page's clock and timers are faked: the wallet and the chain answer for real.
    const clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const { expiresAt } = await payNow(el);
      const sent = oneEvent(el, 'market-crypto-sent');
      await click(el, walletButton(el, wallet));
      const { detail } = await sent;
      clock.tick(expiresAt - clock.now);
      await el.updateComplete;

      expect(el.state).to.equal('expired');
      expect(screenText(el)).to.include('The payment window has closed').and.include('Your payment was sent: the site will confirm it.');
      expect(shadow(el).querySelector('[part~="tx"]')!.getAttribute('title')).to.equal(detail.txHash);
      expect(screenText(el)).to.not.include('Do not send a payment');
      expect(hasButton(el, 'Start again'), 'nothing that invites paying twice').to.equal(false);
    } finally {
      clock.uninstall();
    }
  });

  it('a wallet still asked when the window closes may still send: its hash then shows on the expired screen', async () => {
    const wallet = walletOnPage();
    wallet.misbehaviour = { hold: ['eth_requestAccounts'] };
    const session = mockSession();
    await session.script(answer(usdcOnBase(freshAddress())));
    const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED });
    const clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const { expiresAt } = await payNow(el);
      await click(el, walletButton(el, wallet));
      clock.tick(expiresAt - clock.now);
      await el.updateComplete;
      expect(el.state).to.equal('expired');

      const sent = oneEvent(el, 'market-crypto-sent');
      wallet.misbehaviour = {};
      wallet.answerHeld();
      const { detail } = await sent;
      await el.updateComplete;
      expect(screenText(el)).to.include('Your payment was sent: the site will confirm it.');
      expect(shadow(el).querySelector('[part~="tx"]')!.getAttribute('title')).to.equal(detail.txHash);
    } finally {
      clock.uninstall();
    }
  });

  for (const [protocol, scheme, uri] of [
    ['BTC', 'bitcoin', `bitcoin:${ADDRESS_OF.bitcoin}?amount=0.00021`],
    ['SOL', 'solana', `solana:${ADDRESS_OF.solana}?amount=0.5`],
  ] as const) {
    it(`a ${protocol} payment shows no wallet button, and asks nothing of the wallets on the page`, async () => {
      const wallet = walletOnPage();
      const el = await showPayment(cryptoResponse({ address: ADDRESS_OF[scheme], amount: protocol === 'BTC' ? 0.00021 : 0.5, protocol, uri }));
      expect(has(el, '[part~="qr"]')).to.equal(true);
      expect(walletButtons(el)).to.have.length(0);
      expect(wallet.requests).to.deep.equal([]);
    });
  }

  it('shows a wallet\'s icon only as an image of a data URI, and the first letter otherwise or when it fails to load', async () => {
    const remote = walletOnPage({ name: 'remote icon', icon: 'https://icons.invalid/wallet.png' });
    const markup = walletOnPage({ name: 'markup icon', icon: 'data:text/html,<script>alert(1)</script>' });
    const broken = walletOnPage({ name: 'broken icon', icon: 'data:image/png;base64,AAAA' });
    const fine = walletOnPage({ name: 'fine icon' });
    const el = await showPayment(usdcOnBase(freshAddress()));

    const sources = [...shadow(el).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).to.not.include(remote.info.icon).and.not.include(markup.info.icon);
    expect(sources).to.include(fine.info.icon);
    for (const w of [remote, markup]) expect(normalize(walletButton(el, w).querySelector('.wallet-icon')!.textContent)).to.equal(w.info.name[0]!.toUpperCase());

    // Until the browser gave up on it: the element swaps it for the letter on its error event.
    while (walletButton(el, broken).querySelector('img')) await settle(el);
    expect(walletButton(el, broken).querySelector('img')).to.equal(null);
    expect(normalize(walletButton(el, broken).textContent)).to.equal(`B Pay with ${broken.info.name}`);
  });
});
