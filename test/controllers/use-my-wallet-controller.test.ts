/**
 * UseMyWalletController on a bare Lit host (no checkout element): an owner-address field with
 * "Use my wallet" beside it. The page's wallets are real EIP-6963 announcements of test wallets
 * that answer `eth_requestAccounts` with an account of their own (no chain is needed for that).
 * A page's wallets live as long as the page: the first test runs before any is announced.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { UseMyWalletController } from '../../src/controllers/use-my-wallet-controller.js';
import { ARRIVES, click, hasButton, shadow } from '../helpers/buyer.js';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';

/** Each wallet's account (anvil's first two dev accounts). */
const FIRST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TYPED = '0x1234567890abcdef1234567890ABCDEF12345678';

class WalletHost extends LitElement {
  static override properties = { owner: {} };
  owner = '';
  /** Every address the controller filled in, in order. */
  readonly filled: string[] = [];
  readonly useMyWallet = new UseMyWalletController(this, (address) => {
    this.filled.push(address);
    this.owner = address;
  });
  override render() {
    return html`<label for="owner">Owner address</label><input id="owner" .value=${this.owner} />${this.useMyWallet.render('Use my wallet')}`;
  }
}
customElements.define('use-my-wallet-host', WalletHost);

const mount = () => fixture<WalletHost>(html`<use-my-wallet-host></use-my-wallet-host>`);
const ownerField = (el: WalletHost) => shadow(el).querySelector<HTMLInputElement>('#owner')!;

/** A wallet announced on this page for the rest of the file, answering with `account`. */
function walletOnPage(name: string, account: string): TestWallet {
  const chains: TestChains = { rpc: {}, payer: account, startMs: 0 };
  const wallet = new TestWallet(chains, { name });
  wallet.announce();
  return wallet;
}

/** Until `wallet` has been asked `count` questions in all. */
const asked = (wallet: TestWallet, count: number) => waitUntil(() => wallet.requests.length === count, `the wallet asked ${count} times`, ARRIVES);

/** Lets a wallet's late answers (and anything they might set off) run. */
async function settle(el: WalletHost): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((go) => setTimeout(go, 0));
  await el.updateComplete;
}

// First in the file: until a test announces a wallet, the page has none.
describe('UseMyWalletController, with no wallet on the page', () => {
  it('offers no "Use my wallet"', async () => {
    const el = await mount();
    expect(hasButton(el, 'Use my wallet')).to.equal(false);
    expect(shadow(el).querySelectorAll('button'), 'no button at all').to.have.length(0);
  });
});

describe('UseMyWalletController, with wallets on the page', () => {
  let first: TestWallet;
  let second: TestWallet;
  before(() => {
    first = walletOnPage('First Wallet', FIRST_ACCOUNT);
    second = walletOnPage('Second Wallet', SECOND_ACCOUNT);
  });
  afterEach(() => {
    first.misbehaviour = {};
    first.answerHeld();
  });

  it("a click fills the first wallet's first account, asked on that click only", async () => {
    const el = await mount();
    await expect(el, 'the field with "Use my wallet"').to.be.accessible();
    expect(first.requests, 'nothing asked on load').to.deep.equal([]);

    await click(el, 'Use my wallet');
    await waitUntil(() => ownerField(el).value !== '', 'the field filled', ARRIVES);

    expect(ownerField(el).value).to.equal(FIRST_ACCOUNT);
    expect(el.filled).to.deep.equal([FIRST_ACCOUNT]);
    expect(first.methods).to.deep.equal(['eth_requestAccounts']);
    expect(second.requests, 'the second wallet is not asked').to.deep.equal([]);
    await expect(el, 'the filled field').to.be.accessible();
  });

  it('declined in the wallet (4001): nothing is filled', async () => {
    first.misbehaviour = { reject: ['eth_requestAccounts'] };
    const el = await mount();
    const before = first.requests.length;
    await click(el, 'Use my wallet');
    await asked(first, before + 1);
    await settle(el);
    expect(ownerField(el).value).to.equal('');
    expect(el.filled).to.deep.equal([]);
  });

  it('an answer that arrives after the buyer typed in the field writes nothing: what they typed stays', async () => {
    first.misbehaviour = { hold: ['eth_requestAccounts'] };
    const el = await mount();
    const before = first.requests.length;
    await click(el, 'Use my wallet');
    await asked(first, before + 1);

    ownerField(el).focus();
    await sendKeys({ type: TYPED });
    first.answerHeld();
    await settle(el);

    expect(ownerField(el).value).to.equal(TYPED);
    expect(el.filled).to.deep.equal([]);
  });

  it('an answer that arrives after the host left the page writes nothing', async () => {
    first.misbehaviour = { hold: ['eth_requestAccounts'] };
    const el = await mount();
    const before = first.requests.length;
    await click(el, 'Use my wallet');
    await asked(first, before + 1);

    el.remove();
    first.answerHeld();
    await settle(el);

    expect(el.filled).to.deep.equal([]);
    expect(ownerField(el).value).to.equal('');
  });

  it('a second click while the first question is pending gives the first up: one answer is used', async () => {
    first.misbehaviour = { hold: ['eth_requestAccounts'] };
    const el = await mount();
    const before = first.requests.length;
    await click(el, 'Use my wallet');
    await asked(first, before + 1);
    await click(el, 'Use my wallet');
    await asked(first, before + 2);

    first.answerHeld();
    await waitUntil(() => el.filled.length > 0, 'the field filled', ARRIVES);
    await settle(el);

    expect(el.filled).to.deep.equal([FIRST_ACCOUNT]);
    expect(ownerField(el).value).to.equal(FIRST_ACCOUNT);
  });
});
