/**
 * Issue 48: nothing covers or moves what the buyer reads, at any width from 320 px. The payment
 * screen in the language whose address-check verdict is the longest of the 17 (read from
 * src/locales/), at 320, 360, 390 and 1280 px with a mouse in every engine, and at the three phone
 * widths with touch where the engine can emulate it (Chromium): no control or read part lies over
 * another, every control is at least 24 px (44 px where the pointer is coarse), and the verdict
 * and a copy leave every part where it was. The wallets, in the language whose longest wallet line
 * (busy, declined, network missing, wallet failed, no proof) is the longest of the 17 (issue 53):
 * a wallet's busy line with Cancel, and each notice with Retry, take the pressed button's
 * place inside its box and move nothing else; on a Lightning payment too (the invoice copied, "Pay
 * with Lightning wallet" asked, refused and answered without proof, with the WebLN provider of
 * test/helpers/test-webln.ts). Issue 54: no empty band between two consecutive parts wider than
 * twice the screen's largest spacing step, with the EVM wallet buttons, the WebLN button, and both
 * wallets on the page, before and after each press.
 * The geometry is test/helpers/screen-geometry.ts's (every control and read part, found by what
 * it is); the wallets are test/helpers/test-wallet.ts's, on the local anvil chains.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import { fill, type Strings } from '../../src/locales/strings.js';
import { localeFor, onLocales, paymentTexts } from '../../src/locales/registry.js';
import { ARRIVES, find, normalize, shadow } from '../helpers/buyer.js';
import { FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { ENGLISH } from '../helpers/english.js';
import { mockSession } from '../helpers/mock-session.js';
import { expectInPlaceOf, expectNoBand, expectSound, expectUnmoved, places, resetScreen, SCREENS, showAt } from '../helpers/screen-geometry.js';
import { testChains, TestWallet } from '../helpers/test-wallet.js';
import { TestWebln } from '../helpers/test-webln.js';
import { LOCALES } from '../locales/all-locales.js';

const ALL = Object.entries({ en: ENGLISH, ...LOCALES } as Record<string, Strings>);
/** The language in which `measure` is the longest, and its texts. */
const longestIn = (measure: (t: Strings) => number) => ALL.reduce((a, b) => (measure(b[1]) > measure(a[1]) ? b : a));

/** The language whose "This is not the address above…" is the longest, and its texts. */
const [TAG, TEXT] = longestIn((t) => t.checkAddressDifferent.length);

/** The long-named wallet's name: its lines are the longest a wallet's box holds. */
const LONG_NAME = 'A Browser Wallet With A Rather Long Name';

/** Every line that may take a wallet button's place, for the long-named wallet on Ethereum. */
const walletLines = (t: Strings) =>
  [t.walletBusy, t.walletRejected, t.walletMissingChain, t.errorWallet, t.lightningUnproven].map((text) => fill(text, { wallet: LONG_NAME, network: 'Ethereum' }));

/** The language whose longest wallet line (a notice most often: network missing, wallet failed) is the longest of all, and its texts. */
const [WALLET_TAG, WALLET_TEXT] = longestIn((t) => Math.max(...walletLines(t).map((line) => line.length)));

/** Resolves once the built-in language for `tag` has arrived (asking for it if nobody has). */
function loaded(tag: string): Promise<void> {
  // Both halves: the payment screen's come with the payment file, which a mounted stage skips.
  const formHalf = new Promise<void>((resolve) => {
    const check = () => localeFor(tag).tag !== 'en' && (stop(), resolve());
    const stop = onLocales(check);
    check();
  });
  return Promise.all([formHalf, paymentTexts(tag)]).then(() => undefined);
}

/** The payment screen of `currency` in the language `tag` (BTC over Lightning under the mock's `lightning`). */
async function paymentScreen(currency: 'BTC' | 'ETH', scenario: 'ok' | 'lightning' = 'ok', tag = TAG): Promise<MarketCryptoCheckout> {
  if (tag !== 'en') await loaded(tag);
  const el = await mountCrypto({ 'base-url': mockSession().baseUrl(scenario), ...FILLED, currency, lang: tag });
  const shown = new Promise((resolve) => el.addEventListener('market-crypto-payment', resolve, { once: true }));
  find<HTMLButtonElement>(el, 'button[part~="submit"]').click();
  await shown;
  await el.updateComplete;
  return el;
}

/**
 * Whether assistive technology is given `text` now, as Chromium computes the page's accessibility
 * tree (undefined in the other engines, which cannot say): the invisible copy that keeps a room must not be read.
 */
async function readOut(text: string): Promise<boolean | undefined> {
  const nodes = await executeServerCommand<{ role: string; name: string }[] | false, undefined>('accessibility-tree');
  return nodes ? nodes.some((node) => node.name.includes(text)) : undefined;
}

/** The buyer pastes `text` into the address check's field, as a paste delivers it. */
async function paste(el: MarketCryptoCheckout, text: string): Promise<void> {
  const input = find<HTMLInputElement>(el, '#address-check-input');
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
  await el.updateComplete;
}

/** The wallets on the page: one with a short name, one with a long one (the longest busy line). */
let wallets: { short: TestWallet; long: TestWallet };

before(async () => {
  const chains = await testChains();
  // ETH on Ethereum (the mock's link): no switch asked.
  wallets = {
    short: new TestWallet(chains, { name: 'Test Wallet', chainId: 1 }),
    long: new TestWallet(chains, { name: LONG_NAME, icon: '', chainId: 1 }),
  };
  wallets.short.announce();
  wallets.long.announce();
});

afterEach(resetScreen);
afterEach(() => TestWebln.remove());

/** The button that now stands where `pressed` was, named `label` (Cancel, Retry). */
const actionIn = (pressed: Element, label: string) => [...pressed.parentElement!.querySelectorAll<HTMLButtonElement>('button')].find((b) => normalize(b.textContent) === label)!;

describe(`look: nothing covers or moves what the buyer reads (in ${TAG}, the longest verdict; wallets in ${WALLET_TAG}, the longest wallet line)`, function () {
  this.timeout(60_000);

  for (const screen of SCREENS) {
    describe(`${screen.width} px, ${screen.pointer}`, () => {
      beforeEach(async function () {
        await showAt(this, screen);
      });

      it('the address check: its verdicts cover nothing and move nothing; a copy moves nothing', async () => {
        const el = await paymentScreen('BTC');
        expectSound(el, 'the screen');
        expectNoBand(el, 'the screen');
        find(el, '.address-check summary').click();
        await el.updateComplete;
        expect(find<HTMLDetailsElement>(el, 'details.address-check').open).to.equal(true);
        expectSound(el, 'the check opened');
        // The probe hears what is on screen (where it can hear at all), and not the room of the alarm.
        expect(await readOut(TEXT.checkAddressSummary), 'the summary, read out').not.to.equal(false);
        expect(await readOut(TEXT.checkAddressDifferent), 'the room of the alarm, read out').not.to.equal(true);
        const before = places(el);

        const address = normalize(find(el, '[part~="address"]').textContent);
        const verdict = () => normalize(find(el, '#address-check-verdict').textContent);
        await paste(el, `${address.slice(0, 4)}${'q'.repeat(address.length - 8)}${address.slice(-4)}`);
        expect(verdict()).to.equal(TEXT.checkAddressDifferent);
        expectUnmoved(el, before, 'the alarm shown');
        await paste(el, address);
        expect(verdict()).to.equal(TEXT.checkAddressSame);
        expectUnmoved(el, before, '"same" shown');

        for (const copy of shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')) {
          copy.click();
          // Copied, or selected for a copy by hand where the clipboard is refused: either is laid over its button.
          await waitUntil(() => shadow(el).querySelector('.copy-feedback'), 'the copy said', ARRIVES);
          expectUnmoved(el, before, `after "${copy.getAttribute('aria-label') ?? normalize(copy.textContent)}"`);
        }
      });

      it('pressing a wallet: its busy line and Cancel, then each notice with Retry, take its place and move nothing else; no empty band', async () => {
        const t = WALLET_TEXT;
        const long = wallets.long;
        Object.assign(long, { chainId: 1, misbehaviour: {} });
        const el = await paymentScreen('ETH', 'ok', WALLET_TAG);
        const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="wallet-button"]')];
        const pressed = buttons.find((b) => normalize(b.textContent).includes(LONG_NAME))!;
        expect(pressed, 'the long-named wallet offered').not.to.equal(undefined);
        expectSound(el, 'the screen');
        expectNoBand(el, 'the screen');
        const refused = fill(t.walletRejected, { wallet: LONG_NAME });
        expect(await readOut(refused), 'the room of the notice, read out').not.to.equal(true);
        const before = places(el);
        const shows = async (text: string, when: string) => {
          await waitUntil(() => normalize(shadow(el).textContent).includes(text), `${when}: said`, ARRIVES);
          await el.updateComplete;
          expectInPlaceOf(el, before, pressed, when);
          expectNoBand(el, when);
        };

        long.misbehaviour = { hold: ['eth_sendTransaction'] };
        pressed.click();
        await shows(fill(t.walletBusy, { wallet: LONG_NAME }), 'the wallet asked');
        actionIn(pressed, t.cancel).click();
        await el.updateComplete;
        expectUnmoved(el, before, 'cancelled');

        long.misbehaviour = { reject: ['eth_sendTransaction'] };
        pressed.click();
        await shows(refused, 'refused in the wallet');
        // The network missing, then the wallet failed: each asked again with Retry.
        Object.assign(long, { chainId: 8453, misbehaviour: { switchChain: 'unknown-chain' } });
        actionIn(pressed, t.tryAgain).click();
        await shows(fill(t.walletMissingChain, { wallet: LONG_NAME, network: 'Ethereum' }), 'the network missing');
        Object.assign(long, { chainId: 1, misbehaviour: { hash: 'not a hash' } });
        actionIn(pressed, t.tryAgain).click();
        await shows(t.errorWallet, 'the wallet failed');
      });

      it('no empty band with both kinds of wallet on the page: the EVM buttons on ETH, the WebLN button on BTC over Lightning', async () => {
        new TestWebln('00'.repeat(32), 'never').install();
        for (const [currency, scenario, part] of [
          ['ETH', 'ok', 'wallet-button'],
          ['BTC', 'lightning', 'webln-button'],
        ] as const) {
          const el = await paymentScreen(currency, scenario, WALLET_TAG);
          expect(shadow(el).querySelector(`[part~="${part}"]`), `${currency}: its wallet button`).not.to.equal(null);
          expectSound(el, currency);
          expectNoBand(el, currency);
          el.remove();
        }
      });

      it('over Lightning: the invoice copied, "Pay with Lightning wallet" busy and cancelled, refused, and answered without proof move nothing and cover nothing; no empty band', async () => {
        const t = WALLET_TEXT;
        const webln = new TestWebln('00'.repeat(32), 'never').install();
        const el = await paymentScreen('BTC', 'lightning', WALLET_TAG);
        const pressed = find<HTMLButtonElement>(el, 'button[part~="webln-button"]');
        expectSound(el, 'the screen');
        expectNoBand(el, 'the screen');
        const before = places(el);
        const copy = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')].find((b) => b.getAttribute('aria-label')?.endsWith(t.invoiceLabel))!;
        copy.click();
        await waitUntil(() => shadow(el).querySelector('.copy-feedback'), 'the copy said', ARRIVES);
        expectUnmoved(el, before, 'the invoice copied');

        const shows = async (text: string, when: string) => {
          await waitUntil(() => normalize(shadow(el).textContent).includes(text), `${when}: said`, ARRIVES);
          await el.updateComplete;
          expectInPlaceOf(el, before, pressed, when);
          expectNoBand(el, when);
        };
        pressed.click();
        await shows(fill(t.walletBusy, { wallet: t.lightningWallet }), 'the wallet asked');
        actionIn(pressed, t.cancel).click();
        await el.updateComplete;
        expectUnmoved(el, before, 'cancelled');
        webln.answer = 'refuse';
        pressed.click();
        await shows(t.errorWallet, 'refused');
        webln.answer = 'wrong';
        actionIn(pressed, t.tryAgain).click();
        await shows(t.lightningUnproven, 'answered without proof');
      });
    });
  }
});
