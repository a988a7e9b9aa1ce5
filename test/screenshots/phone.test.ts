/**
 * Issue 43's screenshots: the crypto form with the owner address typed, the payment screen (the
 * wallet link first, the QR code under "or scan with another device") and the receipt, in what an
 * iPhone 13 (390x664) and a Pixel 7 (360x740) show of a page, light and dark; and under forced colours, light
 * and dark, the form on a phone (the selects the system's own, arrow and all) and the payment screen
 * with its address check (every control bounded). The viewport alone, at a pixel ratio of 1 as
 * every baseline: an element screenshot resets DevTools' device mode (test/suites/phone.test.ts
 * checks what touch changes).
 */
import { STAGES } from '../../demo/gallery-states.js';
import { type } from '../helpers/buyer.js';
import { emulateMedia, PHONES, setViewport } from '../helpers/emulate.js';
import { onlyIn } from '../helpers/engine.js';
import { OWNER } from '../helpers/fixtures.js';
import { BASELINE_ENGINES, cardOf, compareWithBaseline, mountStage, SCHEMES } from './stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;

before(async function () {
  await onlyIn(this, BASELINE_ENGINES);
});

/** The crypto form on `phone`, the owner address typed key by key into an empty field. */
async function typedOnPhone(phone: (typeof PHONES)[number]) {
  await setViewport({ width: phone.width, height: phone.height });
  const el = await mountStage({ ...stage('crypto-form'), attributes: { ...stage('crypto-form').attributes, 'owner-address': '' } });
  await type(el, 'ownerAddress', OWNER);
  return el;
}

describe('<market-crypto-checkout> on a phone', function () {
  this.timeout(30_000);
  for (const phone of PHONES) {
    it(`${phone.name} (${phone.width}x${phone.height}): the form with the owner address typed, light and dark`, async () => {
      const el = await typedOnPhone(phone);
      for (const scheme of SCHEMES) {
        await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await el.updateComplete;
        await compareWithBaseline(cardOf(el), `phone-form-typed-${phone.width}x${phone.height}-${scheme}`);
      }
    });
  }

  for (const phone of PHONES) {
    it(`${phone.name} (${phone.width}x${phone.height}): the payment screen (the wallet first, the QR code under it) and the receipt, light and dark`, async () => {
      await setViewport({ width: phone.width, height: phone.height });
      for (const name of ['crypto-payment', 'crypto-paid']) {
        const el = await mountStage(stage(name));
        for (const scheme of SCHEMES) {
          await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await el.updateComplete;
          await compareWithBaseline(cardOf(el), `phone-${name.slice('crypto-'.length)}-${phone.width}x${phone.height}-${scheme}`);
        }
        el.remove();
      }
    });
  }

  it('iPhone 13, forced colours light and dark: the form, its selects the system\'s own', async () => {
    const phone = PHONES[0]!;
    const el = await typedOnPhone(phone);
    for (const scheme of SCHEMES) {
      await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce', forcedColors: 'active' });
      await el.updateComplete;
      await compareWithBaseline(cardOf(el), `phone-form-forced-${phone.width}x${phone.height}-${scheme}`);
    }
  });

  it('forced colours light and dark, 1024 px with a mouse: the payment screen and its address check', async () => {
    await setViewport({ width: 1024, height: 800 });
    const el = await mountStage(stage('crypto-payment'));
    for (const scheme of SCHEMES) {
      await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce', forcedColors: 'active' });
      await el.updateComplete;
      await compareWithBaseline(cardOf(el), `forced-payment-1024-${scheme}`);
    }
  });
});
