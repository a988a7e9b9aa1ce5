/**
 * The `strings` property as a translator uses it: one override changes that text and nothing
 * else, and overriding every key (with a pseudo-locale that marks each text and accents its
 * letters) leaves no English on screen in any state, aria labels and announcements included.
 * Numbers and units follow the element's `lang` through Intl.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { COMMON_COINS } from '../../src/form/coins.js';
import type { Strings } from '../../src/locales/strings.js';
import { ENGLISH } from '../helpers/english.js';
import { LOCALES } from '../locales/all-locales.js';
import { LIGHTNING, STAGES, type Checkout } from '../../demo/gallery-states.js';
import { advance, mountStage } from '../screenshots/stages.js';
import { button, choose, control, normalize, shadow } from '../helpers/buyer.js';

/** The time in the support copy (ISO 8601, UTC), as support reads it. */
const SUPPORT_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\b/g;

/** Every text the buyer can meet in the shadow root: text nodes, then labels in attributes. */
function texts(el: Element): string[] {
  const root = shadow(el);
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // Read whole, as they are copied or read: an address (in groups of four, one text each: the
  // payment screen's, and the form's as typed), an id (which may break after its hyphens), and a
  // sentence with a link in it ("…, contact the site.").
  const whole = '.address, [part~="address"], .id, p:has(> a.in-sentence)';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(whole)) continue;
    const text = normalize(node.textContent);
    if (text) found.push(text);
  }
  for (const read of root.querySelectorAll(whole)) if (!read.parentElement?.closest(whole)) found.push(normalize(read.textContent));
  // The support copy's time is when the screen was drawn: the same moment for every mount here.
  found.forEach((text, i) => (found[i] = text.replace(SUPPORT_TIME, '2026-01-01T00:00:00.000Z')));
  for (const labelled of root.querySelectorAll('[aria-label]')) found.push(normalize(labelled.getAttribute('aria-label')));
  return found;
}

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };

/** A pseudo-translation: marked with ⟦ ⟧, vowels accented, `{placeholders}` kept. */
function pseudo(text: string): string {
  return `⟦${text.replace(/\{\w+\}|[aeiouAEIOU]/g, (c) => ACCENTS[c] ?? c)}⟧`;
}

const PSEUDO = Object.fromEntries(Object.entries(ENGLISH).map(([key, text]) => [key, pseudo(text)])) as Strings;

/**
 * What may be left once the pseudo-translated texts are taken out: the buyer's and the service's
 * data (names, addresses, amounts, ids, coin and currency names), digits and punctuation. The
 * service's own words about a refusal are data too: no `strings` can translate them, and the
 * element shows them only after its own text (see CheckoutElement.errorSummary).
 */
const DATA: (string | RegExp)[] = [
  // The gallery's Lightning invoice, whole and as the ends of its shortened form (first: it may
  // hold "0x" or "bc1q"), and the Lightning wallet's mark.
  /\blnbc[0-9a-z]+/g,
  LIGHTNING.invoice.slice(-6),
  /⚡/g,
  /lovelace(\.example)?/g,
  /Ada Lovelace|ada@example\.org/g,
  /0x[0-9a-fA-F]+/g,
  /bc1q[0-9a-z]+/g,
  // A Bitcoin transaction id, in the support copy of a payment read from the chain.
  /\b[0-9a-f]{64}\b/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  ...COMMON_COINS.map((coin) => coin.name),
  /\b(BTC|ETH|SOL)\b/g,
  // The host's price is in its own currency (the gallery's priced states: euros), written by Intl
  // as the language writes it ("25,98 €") or as a code in the support copy ("25.98 EUR").
  /€|\bEUR\b/g,
  // A network's name on the receipt is a proper name, as the coins' are.
  /\bBitcoin\b/g,
  // USDT on Tron: its label as the service sends it, the network's name, a Tron address.
  /\bUSDT-TRC20\b/g,
  /\bTron\b/g,
  /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g,
  /This domain was just bought by someone else\./g,
  // The support copy's time, written for support's logs (ISO 8601, UTC).
  SUPPORT_TIME,
];

function leftover(text: string): string {
  // Innermost first: a text may hold another (the wallet's name inside "Pay with {name}").
  let rest = text;
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  for (const data of DATA) rest = rest.replaceAll(data, ' ');
  return rest.replace(/[\s\d.,:;()\-–…/+]+/g, '');
}

/** A turn of the event loop that neither the fake clock nor a background tab holds back. */
function nextTask(): Promise<unknown> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(undefined);
  });
}

async function mountWith(stageName: string, strings: Partial<Strings>, lang?: string): Promise<Checkout> {
  const stage = STAGES.find((s) => s.name === stageName)!;
  return mountStage({ ...stage, attributes: { ...stage.attributes, ...(lang ? { lang } : {}) } }, { strings });
}

describe('strings', () => {
  it('one override changes that text alone, in the form and in the payment view', async () => {
    for (const [stage, key] of [
      ['crypto-form', 'submitCrypto'],
      ['crypto-payment', 'addressLabel'],
      ['fiat-handed-off', 'summaryHeading'],
    ] as const) {
      const before = texts(await mountWith(stage, {}));
      const after = texts(await mountWith(stage, { [key]: 'Overridden text' }));
      const changed = before.map((text, i) => [text, after[i]]).filter(([a, b]) => a !== b);
      expect(after, stage).to.have.length(before.length);
      // The address label also names its copy button for screen readers ("Copy: To this address").
      expect(changed.length, `${stage}: ${JSON.stringify(changed)}`).to.be.within(1, key === 'addressLabel' ? 3 : 1);
      for (const [was, now] of changed) {
        expect(was, stage).to.include(ENGLISH[key]);
        expect(now, stage).to.equal(was!.replace(ENGLISH[key], 'Overridden text'));
      }
    }
  });

  for (const stage of STAGES) {
    it(`an override for every key leaves no English: ${stage.title}`, async () => {
      const el = await mountWith(stage.name, PSEUDO, 'fr');
      if (stage.name === 'crypto-payment') {
        // A milestone announced, then a copy refused (a click from script has no user gesture): the
        // value is selected instead and the buyer told so, where a refusal can be caused (not in Firefox: web-test-runner.config.js).
        await advance(5 * 60_000);
        if (await executeServerCommand('clipboard-permission', { granted: false })) {
          button(el, PSEUDO.copy).click();
          for (let i = 0; i < 1000 && !texts(el).includes(PSEUDO.copySelected); i += 1) await nextTask();
          expect(texts(el)).to.include(PSEUDO.copySelected);
        }
        expect(texts(el).join(' ')).to.include(PSEUDO.timerMilestone.replace('{time}', '10 minutes'));
      }
      if (stage.name === 'crypto-form') {
        // A wallet row, with a coin type of the buyer's own.
        button(el, PSEUDO.addWallet).click();
        await el.updateComplete;
        await choose(el, 'walletAddrs.0.coin', 'other');
      }
      await el.updateComplete;
      const english = texts(el).filter((text) => leftover(text) !== '');
      expect(english, stage.name).to.deep.equal([]);
    });
  }

  it('writes numbers and units in the element\'s language', async () => {
    const el = await mountWith('crypto-last-minute', {}, 'ar-EG');
    const text = texts(el).join(' | ');
    // The period of 2 years as Arabic writes it (its list: test/locales/years-list.test.ts), and the clock in the page's digits.
    expect(text).to.include(LOCALES.ar.yearsList.split('|')[1]);
    expect(text).to.include('٠:٤٥');
    const years = async (lang: string) => [...control<HTMLSelectElement>(await mountWith('crypto-form', {}, lang), 'years')!.options].map((o) => o.text);
    expect((await years('fr')).slice(0, 3)).to.deep.equal(LOCALES.fr.yearsList.split('|').slice(0, 3));
    // A period the list writes in Latin digits is shown in the page's: Arabic-Indic in Egypt.
    expect((await years('ar-EG'))[2]).to.equal('٣ سنوات');
    expect((await years('ar'))[2]).to.equal('3 سنوات');
  });

  it('a lang Intl refuses falls back to English rather than breaking the element', async () => {
    const el = await mountWith('crypto-payment', {}, 'not a language tag');
    expect(texts(el).join(' ')).to.include('2 years').and.include('15:00');
  });
});
