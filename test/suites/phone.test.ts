/**
 * Issue 43 as a buyer on a phone or with the system's high contrast meets it, in Chromium's own
 * device emulation (a mobile viewport with touch as its pointer), its forced colours and its
 * accessibility tree: the owner address readable whole at 320 px as it is typed, the keyboard each
 * field asks for, every control at least 44 px tall to a finger, selects that still look like
 * selects and controls that keep a boundary under forced colours, and names without stray spaces.
 * Every state of the gallery (demo/gallery-states.ts) is looked at, as the screenshots are.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { STAGES } from '../../demo/gallery-states.js';
import { addressGroups } from '../../src/core/address-groups.js';
import { control, find, normalize, shadow, type } from '../helpers/buyer.js';
import { FILLED, mountCrypto, payNow } from '../helpers/crypto-checkout.js';
import { emulateMedia, emulatePhone, MEDIA_ENGINES, PHONES, setViewport, tap, type Phone } from '../helpers/emulate.js';
import { ENGLISH } from '../helpers/english.js';
import { mockSession } from '../helpers/mock-session.js';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';
import { onlyIn } from '../helpers/engine.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { cardOf, mountStage, releaseClock } from '../screenshots/stages.js';

/** The narrowest phone the contract names (an iPhone SE's first model, 320 px wide). */
const SMALLEST: Phone = { name: '320 px', width: 320, height: 568, deviceScaleFactor: 2 };
const IPHONE = PHONES[0]!;

/** What a buyer can press, as found in a shadow root: every control the issue counts. */
const CONTROLS = 'input, select, button, a[href], summary, textarea';

/** The controls of `el` a buyer sees now (not in a closed disclosure, not hidden). */
function visibleControls(el: Element): HTMLElement[] {
  return [...shadow(el).querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => c.checkVisibility() && c.getClientRects().length > 0);
}

/** A control as a failed assertion names it. */
function named(c: HTMLElement): string {
  return `<${c.localName}${c.id ? `#${c.id}` : ''}> "${(c.getAttribute('aria-label') ?? c.textContent ?? '').replace(/\s+/g, ' ').trim()}"`;
}

before(async function () {
  // Device emulation, forced colours and the accessibility tree as computed are Chromium's (DevTools).
  await onlyIn(this, MEDIA_ENGINES);
});

afterEach(async () => {
  releaseClock();
  await emulatePhone(undefined);
  await emulateMedia({ reducedMotion: 'reduce' });
});

describe('On a phone: the owner address whole as it is typed', () => {
  for (const phone of [SMALLEST, ...PHONES]) {
    for (const tag of ['market-crypto-checkout', 'market-fiat-checkout'] as const) {
      it(`${tag} on ${phone.name} (${phone.width} px): every character of it on screen, none clipped`, async () => {
        expect(await emulatePhone(phone)).to.equal(true);
        const el = await mountCrypto({ 'partner-id': PARTNER_ID, domain: 'example.com' }, { tag });
        await type(el, 'ownerAddress', OWNER);
        const input = control(el, 'ownerAddress')!;
        // What the issue measured: the field alone hides the end (403 px of text in 244 px at 320).
        if (phone.width <= 390) expect(input.scrollWidth, 'the field alone shows only the start').to.be.greaterThan(input.clientWidth);

        const shown = find(el, '[part~="field"] .address');
        expect(shown.textContent, 'the address, every character').to.equal(OWNER);
        const groups = [...shown.querySelectorAll('span')];
        expect(groups.map((g) => g.textContent)).to.deep.equal(addressGroups(OWNER));
        const card = cardOf(el).getBoundingClientRect();
        expect(shown.scrollWidth, 'nothing overflows its line').to.be.at.most(shown.clientWidth);
        for (const group of groups) {
          const rects = group.getClientRects();
          expect(rects.length, `${group.textContent} whole on one line`).to.equal(1);
          const box = rects[0]!;
          expect(box.left, `${group.textContent} inside the card`).to.be.at.least(card.left);
          expect(box.right, `${group.textContent} inside the card`).to.be.at.most(card.right);
          expect(box.right, `${group.textContent} inside the screen`).to.be.at.most(window.innerWidth);
        }
        expect(parseFloat(getComputedStyle(shown).fontSize), 'as large as a hint').to.be.at.least(14);
        expect(window.innerWidth, 'the page is as wide as the phone').to.equal(phone.width);
        expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(phone.width);
      });
    }
  }
});

/**
 * The payment screen of `currency`, with a browser wallet on the page (its "Pay with" button is
 * offered for an EVM link); the boxes of what a buyer can pay with, from the page's top.
 */
async function waysToPay(currency: 'BTC' | 'ETH') {
  // Never asked: only its button is looked at.
  const wallet = new TestWallet({ rpc: {}, payer: '', startMs: 0 } satisfies TestChains, { name: 'Phone Wallet' });
  const stop = wallet.announce();
  try {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, currency });
    await payNow(el);
    window.scrollTo(0, 0);
    const box = (selector: string) => shadow(el).querySelector(selector)?.getBoundingClientRect();
    const scan = shadow(el).querySelector<HTMLElement>('.scan')!;
    return { el, qr: box('[part~="qr"]')!, link: box('[part~="wallet-link"]')!, wallet: box('[part~="wallet-button"]'), scan };
  } finally {
    stop();
  }
}

describe('The payment screen leads with what works on the device', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const phone of PHONES) {
    for (const currency of ['BTC', 'ETH'] as const) {
      it(`${phone.name} (${phone.width}x${phone.height}, touch), ${currency}: the wallet first, the QR code under "or scan with another device"`, async () => {
        expect(await emulatePhone(phone)).to.equal(true);
        const { qr, link, wallet, scan } = await waysToPay(currency);
        expect(link.top, `"Open in wallet" at ${link.top} px, the QR code at ${qr.top} px`).to.be.below(qr.top);
        if (currency === 'ETH') {
          expect(wallet, 'a "Pay with" button').not.to.equal(undefined);
          expect(wallet!.top, `"Pay with" at ${wallet!.top} px`).to.be.below(qr.top);
        }
        const first = Math.min(link.top, wallet?.top ?? Infinity);
        const firstBottom = first === link.top ? link.bottom : wallet!.bottom;
        if (phone === IPHONE) expect(firstBottom, `the first wallet action whole on the first screen (${first}-${firstBottom} px of ${innerHeight})`).to.be.at.most(innerHeight);
        expect(normalize(scan.textContent)).to.equal(ENGLISH.scanOther);
        const line = scan.getBoundingClientRect();
        expect(line.height, 'the line shown').to.be.greaterThan(0);
        expect(line.top, 'under the wallet link').to.be.at.least(link.bottom);
        expect(line.bottom, 'over the QR code').to.be.at.most(qr.top);
      });
    }
  }

  it('1280 px with a mouse: the QR code first, as on a desktop, with no line over it', async () => {
    await setViewport({ width: 1280, height: 800 });
    expect(matchMedia('(pointer: coarse)').matches, 'a mouse').to.equal(false);
    const { qr, link, wallet, scan } = await waysToPay('ETH');
    expect(qr.top, `the QR code at ${qr.top} px, "Pay with" at ${wallet?.top} px`).to.be.below(wallet!.top);
    expect(wallet!.top, '"Pay with" before "Open in wallet", as in the markup').to.be.below(link.top);
    expect(scan.getClientRects().length, 'no "or scan with another device"').to.equal(0);
  });
});

describe('On a phone: the keyboard each field asks for', () => {
  for (const phone of PHONES) {
    it(`${phone.name}: a domain's (URL), an e-mail's, a name in capitalised words, addresses as typed`, async () => {
      expect(await emulatePhone(phone)).to.equal(true);
      const wallets = JSON.stringify([{ addr: OWNER, coinId: 60 }]);
      const el = await mountCrypto({ ...FILLED, currencies: 'BTC ETH', 'wallet-addrs': wallets });
      // The browser's reading of the attributes (the IDL values it acts on): Chromium does not
      // expose which on-screen keyboard it would open beyond these.
      const keyboard = (path: string) => {
        const input = control(el, path)!;
        return { type: input.type, inputMode: input.inputMode, autocapitalize: input.autocapitalize, autocomplete: input.autocomplete, spellcheck: input.spellcheck, autocorrect: input.getAttribute('autocorrect') };
      };
      const address = { type: 'text', inputMode: '', autocapitalize: 'none', autocomplete: 'off', spellcheck: false, autocorrect: 'off' };
      expect(keyboard('domain')).to.deep.equal({ ...address, inputMode: 'url' });
      expect(keyboard('ownerName')).to.deep.equal({ ...address, autocapitalize: 'words', autocomplete: 'name' });
      expect(keyboard('ownerEmail')).to.deep.equal({ ...address, type: 'email', inputMode: 'email', autocomplete: 'email' });
      expect(keyboard('ownerAddress')).to.deep.equal(address);
      expect(keyboard('walletAddrs.0.addr')).to.deep.equal(address);
    });
  }

  it('a tap on a field focuses it, as a finger does', async () => {
    expect(await emulatePhone(IPHONE)).to.equal(true);
    const el = await mountCrypto(FILLED);
    const input = control(el, 'domain')!;
    const box = input.getBoundingClientRect();
    expect(await tap(box.left + box.width / 2, box.top + box.height / 2)).to.equal(true);
    expect(shadow(el).activeElement).to.equal(input);
  });
});

describe('On a touch screen (390x664): every control at least 44 px tall', () => {
  for (const stage of STAGES) {
    it(stage.title, async () => {
      expect(await emulatePhone(IPHONE)).to.equal(true);
      expect(matchMedia('(pointer: coarse)').matches, 'touch is the pointer').to.equal(true);
      const el = await mountStage(stage);
      for (const details of shadow(el).querySelectorAll('details')) details.open = false;
      const controls = visibleControls(el);
      expect(controls.length, 'something to press').to.be.greaterThan(0);
      for (const c of controls) expect(c.getBoundingClientRect().height, named(c)).to.be.at.least(44);
    });
  }

  it('"Check the address in your wallet" opens to a tap near its lower edge', async () => {
    expect(await emulatePhone(IPHONE)).to.equal(true);
    const el = await mountStage(STAGES.find((s) => s.name === 'crypto-payment')!);
    const summary = find(el, '.address-check summary');
    summary.scrollIntoView({ block: 'center' });
    const box = summary.getBoundingClientRect();
    // 40 px below its top: inside a 44 px target, below the 21 px line it used to be.
    expect(await tap(box.left + 20, box.top + 40)).to.equal(true);
    await el.updateComplete;
    expect(find<HTMLDetailsElement>(el, '.address-check').open).to.equal(true);
  });
});

describe('Forced colours: selects look like selects, and every control keeps its boundary', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const stage of STAGES) {
      it(`${stage.title}, ${scheme}`, async () => {
        const el = await mountStage(stage);
        expect(await emulateMedia({ colorScheme: scheme, forcedColors: 'active', reducedMotion: 'reduce' })).to.equal(true);
        expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
        for (const c of visibleControls(el)) {
          const style = getComputedStyle(c);
          if (c.localName === 'select') expect(style.appearance, `${named(c)}: the system's own select, arrow and all`).to.equal('auto');
          if (c.localName === 'a' && !c.classList.contains('button')) {
            // A link in running text is told by its underline, as everywhere.
            expect(style.textDecorationLine, named(c)).to.include('underline');
            continue;
          }
          for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
            const what = `${named(c)}: ${side.toLowerCase()} boundary`;
            expect(parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)), what).to.be.at.least(1);
            expect(style.getPropertyValue(`border-${side.toLowerCase()}-style`), what).to.not.be.oneOf(['none', 'hidden']);
            expect(style.getPropertyValue(`border-${side.toLowerCase()}-color`), what).to.not.equal(style.backgroundColor);
          }
        }
      });
    }
  }

  it('without forced colours the select keeps its own drawn arrow', async () => {
    const el = await mountCrypto({ ...FILLED, currencies: 'BTC ETH' });
    const select = control<HTMLSelectElement>(el, 'years')!;
    expect(getComputedStyle(select).appearance).to.equal('none');
    expect(getComputedStyle(select).backgroundImage).to.include('linear-gradient');
  });
});

/** A node of the page's accessibility tree: its role and its name as Chromium computes them. */
interface AXNode {
  role: string;
  name: string;
}

describe('Accessible names as computed: no stray spaces', () => {
  for (const stage of STAGES) {
    it(stage.title, async () => {
      await mountStage(stage);
      const nodes = await executeServerCommand<AXNode[], undefined>('accessibility-tree');
      // Text runs and line breaks are pieces of a line, spaces and all; names are whole.
      const named = nodes.filter((n) => n.name && !['StaticText', 'InlineTextBox', 'LineBreak'].includes(n.role));
      expect(named.length, 'named nodes').to.be.greaterThan(0);
      for (const { role, name } of named) {
        expect(name, `${role} "${name}"`).to.equal(name.trim());
        expect(name, `${role} "${name}": a space before punctuation`).not.to.match(/\s[:;,.!?)]/);
        expect(name, `${role} "${name}": two spaces`).not.to.match(/\s\s/);
      }
      if (stage.name === 'crypto-payment') {
        const copies = nodes.filter((n) => n.role === 'button' && n.name.startsWith('Copy')).map((n) => n.name);
        expect(copies).to.include.members(['Copy: Amount', 'Copy: To this address']);
      }
    });
  }
});
