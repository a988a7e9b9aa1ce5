/**
 * The browser wallets on the payment screen, rendered on their own: a "Pay with <name>" button per
 * wallet (its icon only from a data URI, else or once broken the name's first letter), each in a
 * box of its own; the one asked replaced in its box by its busy line and Cancel, the others held
 * while it answers; what the last attempt came to in the buyer's words, with Retry, in the
 * pressed wallet's box; and once a wallet sent the payment, its transaction hash.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { noticeText, sentView, shortHash, walletChoiceView, walletName, type WalletChoice } from '../../src/payment-screen/wallet-view.js';
import type { WalletStep } from '../../src/payment-screen/wallet-payment.js';
import { INJECTED_UUID, type Wallet } from '../../src/wallet/discovery.js';
import { normalize } from '../helpers/buyer.js';
import { ENGLISH } from '../helpers/english.js';
import type { Strings } from '../../src/locales/strings.js';
import { LOCALES } from '../locales/all-locales.js';

/** The views never ask a wallet anything: pressing a button is handed to `pay`. */
const provider = { request: () => Promise.reject(new Error('not asked in these tests')) };
const wallet = (uuid: string, name: string, icon?: string): Wallet => ({ info: { uuid, name, rdns: `test.${uuid}`, ...(icon ? { icon } : {}) }, provider });

/** A 1×1 PNG. */
const ICON = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const RABBY = wallet('rabby', 'Rabby', ICON);
const INJECTED = wallet(INJECTED_UUID, '');
const HASH = `0x1234${'0'.repeat(56)}cdef`;

interface Pressed {
  paid: string[];
  cancelled: number;
  broken: string[];
}

function choice(step: WalletStep, o: Partial<WalletChoice> = {}): { view: ReturnType<typeof walletChoiceView>; pressed: Pressed } {
  const pressed: Pressed = { paid: [], cancelled: 0, broken: [] };
  const view = walletChoiceView({
    text: ENGLISH,
    wallets: [RABBY, INJECTED],
    step,
    network: 'Base',
    brokenIcons: new Set(),
    pay: (w) => pressed.paid.push(w.info.uuid),
    cancel: () => (pressed.cancelled += 1),
    iconFailed: (uuid) => pressed.broken.push(uuid),
    ...o,
  });
  return { view, pressed };
}

const mount = (view: unknown) => fixtureSync<HTMLDivElement>(html`<div>${view}</div>`);
const buttons = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('button')];
const names = (el: Element) => buttons(el).map((b) => normalize(b.textContent));

describe('walletName and shortHash', () => {
  it('calls window.ethereum "Browser wallet" in the buyer\'s language, and an announced wallet by its name', () => {
    expect(walletName(ENGLISH, INJECTED)).to.equal('Browser wallet');
    expect(walletName({ ...ENGLISH, browserWallet: 'Navigateur' }, INJECTED)).to.equal('Navigateur');
    expect(walletName(ENGLISH, RABBY)).to.equal('Rabby');
  });

  it('shortens a hash to its first four and last four hexadecimal digits', () => {
    expect(shortHash(HASH)).to.equal('0x1234…cdef');
  });
});

describe('walletChoiceView', () => {
  it('shows nothing when the page has no wallet', async () => {
    const el = mount(choice({ step: 'choice' }, { wallets: [] }).view);
    expect(el.childElementCount).to.equal(0);
  });

  it('offers a button per wallet, named "Pay with <wallet>", and hands the pressed wallet to pay', async () => {
    const { view, pressed } = choice({ step: 'choice' });
    const el = mount(view);
    // The letter stands in for a missing icon and is not read out: the name is the button's text.
    expect(names(el)).to.deep.equal(['Pay with Rabby', 'B Pay with Browser wallet']);
    expect(buttons(el).every((b) => !b.disabled && !b.hasAttribute('aria-busy'))).to.equal(true);
    expect(el.querySelector('img')!.getAttribute('src')).to.equal(ICON);
    expect(el.querySelector('img')!.alt).to.equal('');
    expect(el.querySelector('span.wallet-icon')!.getAttribute('aria-hidden')).to.equal('true');
    buttons(el)[1]!.click();
    expect(pressed.paid).to.deep.equal([INJECTED_UUID]);
    await expect(el).to.be.accessible();
  });

  it("an icon that fails to load is reported, and a wallet whose icon broke shows its name's first letter", async () => {
    const broken = wallet('broken', 'rainbow', 'data:image/png;base64,AAAA');
    const { view, pressed } = choice({ step: 'choice' }, { wallets: [broken] });
    mount(view);
    await waitUntil(() => pressed.broken.length > 0, 'the broken icon reported');
    expect(pressed.broken).to.deep.equal(['broken']);
    const el = mount(choice({ step: 'choice' }, { wallets: [broken], brokenIcons: new Set(['broken']) }).view);
    expect(el.querySelectorAll('img').length, 'no icon').to.equal(0);
    expect(normalize(el.querySelector('.wallet-icon')!.textContent)).to.equal('R');
    await expect(el).to.be.accessible();
  });

  it('while one wallet is asked: its busy line and Cancel take its place, the others wait, and the buyer can cancel', async () => {
    const { view, pressed } = choice({ step: 'busy', uuid: 'rabby', wallet: 'Rabby' });
    const el = mount(view);
    const [rabby, cancel, injected] = buttons(el);
    expect(rabby!.getAttribute('aria-busy')).to.equal('true');
    const box = rabby!.parentElement!;
    expect(box.contains(el.querySelector('p.hint')), 'the busy line in the pressed wallet\'s box').to.equal(true);
    expect(box.contains(cancel!), 'Cancel in the pressed wallet\'s box').to.equal(true);
    expect(injected!.disabled).to.equal(true);
    expect(normalize(el.querySelector('p.hint')!.textContent)).to.equal('Confirm in Rabby…');
    expect(normalize(cancel!.textContent)).to.equal('Cancel');
    cancel!.click();
    expect(pressed.cancelled).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it("keeps in each wallet's box the room of the longest line a press may bring, in its name, and of the longer action", () => {
    const el = mount(choice({ step: 'choice' }).view);
    const [rabby, injected] = [...el.querySelectorAll('.slot')];
    expect(normalize(rabby!.textContent), 'nothing said yet').to.equal('Pay with Rabby');
    expect(rabby!.getAttribute('data-room')).to.equal('Add the Base network to Rabby, then try again.');
    expect(injected!.getAttribute('data-room')).to.equal('Add the Base network to Browser wallet, then try again.');
    expect(rabby!.getAttribute('data-action'), 'the longer of Cancel and Retry').to.equal('Cancel');
    const german = mount(choice({ step: 'choice' }, { text: { ...ENGLISH, ...LOCALES.de } as Strings }).view);
    expect(german.querySelector('.slot')!.getAttribute('data-action'), 'the longer of Cancel and Retry').to.equal('Erneut versuchen');
  });

  const notices: [WalletStep, string, string][] = [
    [{ step: 'choice', notice: { kind: 'rejected', wallet: 'Rabby', uuid: 'rabby' } }, 'Declined in Rabby. Nothing was sent.', 'hint'],
    [{ step: 'choice', notice: { kind: 'missing-chain', wallet: 'Rabby', uuid: 'rabby' } }, 'Add the Base network to Rabby, then try again.', 'error'],
    [{ step: 'choice', notice: { kind: 'failed', wallet: 'Rabby', uuid: 'rabby' } }, 'The wallet could not pay. Nothing was sent.', 'error'],
  ];
  for (const [step, said, kind] of notices) {
    it(`says what the last attempt came to in the wallet's place, with Retry: ${said}`, async () => {
      const { view, pressed } = choice(step);
      const el = mount(view);
      const notice = el.querySelector('.wallet-notice')!;
      expect(normalize(notice.textContent)).to.equal(said);
      expect(notice.classList.contains(kind)).to.equal(true);
      expect(noticeText(ENGLISH, (step as { notice: Parameters<typeof noticeText>[1] }).notice, 'Base')).to.equal(said);
      const box = el.querySelector('[part~="wallet-button"]')!.parentElement!;
      expect(box.contains(notice), "in the pressed wallet's box").to.equal(true);
      expect(buttons(el).every((b) => !b.disabled), 'the buyer may try again, or pick another wallet').to.equal(true);
      const again = buttons(el).find((b) => normalize(b.textContent) === 'Retry')!;
      expect(box.contains(again), "Retry in the pressed wallet's box").to.equal(true);
      again.click();
      expect(pressed.paid, 'Retry asks the same wallet').to.deep.equal(['rabby']);
      await expect(el).to.be.accessible();
    });
  }
});

describe('sentView', () => {
  it('shows the transaction hash shortened, all of it in its title, and the copy button given', async () => {
    const el = mount(sentView(ENGLISH, { txHash: HASH, chainId: 8453, wallet: 'Rabby' }, html`<button type="button">Copy</button>`));
    const tx = el.querySelector('[part~="tx"]')!;
    expect(normalize(el.textContent)).to.equal('Transaction 0x1234…cdef Copy');
    expect(tx.getAttribute('title')).to.equal(HASH);
    expect(tx.getAttribute('dir')).to.equal('ltr');
    await expect(el).to.be.accessible();
  });
});
