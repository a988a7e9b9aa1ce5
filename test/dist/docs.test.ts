/**
 * What the README and the demo show partners, run as they show it: the script-tag quick start
 * and the client example from README.md, and demo/script-tag.html, against the built files.
 * Only the values a partner adapts change: where the script is served and the service's address.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { READ_HEADERS } from '../../src/checks/client.js';
import de from '../../src/locales/de.js';
import { click, find, normalize } from '../helpers/buyer.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openHtml, openPage, requireBuild, startCardPayment } from './page.js';

/** The fenced block after `<!-- test: name ... -->` in README.md. */
async function readmeBlock(name: string): Promise<string> {
  const readme = await (await fetch('/README.md')).text();
  const marker = readme.indexOf(`<!-- test: ${name} `);
  expect(marker, `README.md has a block marked "test: ${name}"`).to.be.greaterThan(-1);
  const block = /```\w*\n([\s\S]*?)```/.exec(readme.slice(marker));
  return block![1];
}

const README_BASE_URL = 'https://market.example.com';
/** Where the quick start serves the copied dist/cdn/ folder; the test server serves it alone at /cdn/ (scripts/serve-cdn.js). */
const README_DIST = '/js/market-checkout/';

/** The quick start's block, with the dist/cdn/ folder where the README puts it and the service at `baseUrl`. */
async function quickStart(baseUrl: string): Promise<string> {
  const html = await readmeBlock('script-tag');
  expect(html).to.contain(`${README_DIST}market-checkout.iife.js`).and.contain(README_BASE_URL);
  return html.replaceAll(README_DIST, '/cdn/').replaceAll(README_BASE_URL, baseUrl);
}

describe('README.md', () => {
  it('the script-tag quick start renders both elements, which complete their purchases', async () => {
    const mock = mockSession();
    const page = await openHtml(await quickStart(mock.baseUrl()));
    expect(page.crypto.getAttribute('state')).to.equal('editing');
    await buyWithCrypto(page.crypto, mock);
    await startCardPayment(page.fiat, mockSession());
    expect(page.errors()).to.deep.equal([]);
  });

  it('the quick start\'s card part runs as written: its listener mounts the stand-in UI in the slot, and takes it out on Change details', async () => {
    const mock = mockSession();
    const page = await openHtml(await quickStart(mock.baseUrl()));
    const { response } = await startCardPayment(page.fiat, mock);
    const slot = page.win.document.getElementById('card-payment')!;
    expect(slot.assignedSlot, 'the page\'s mount sits in the element\'s payment slot').to.equal(
      page.fiat.shadowRoot!.querySelector('slot[name="payment"]'),
    );
    expect(normalize(slot.textContent)).to.equal(`Order ${response.orderId}: the card form mounts here.`);
    expect(slot.getClientRects().length, 'shown').to.be.greaterThan(0);

    const cancelled = oneEvent(page.fiat, 'market-fiat-cancelled');
    await click(page.fiat, 'Change details');
    await cancelled;
    expect(slot.childElementCount, 'the listener unmounted the card form').to.equal(0);
    expect(page.fiat.getAttribute('state')).to.equal('editing');
    expect(page.errors()).to.deep.equal([]);
  });

  it('the quick start\'s two elements do not touch: the page spaces them', async () => {
    const page = await openHtml(await quickStart(mockSession().baseUrl()));
    const crypto = page.crypto.getBoundingClientRect();
    const fiat = page.fiat.getBoundingClientRect();
    expect(fiat.top - crypto.bottom).to.be.at.least(16);
  });

  it('the quick start on a German page (lang="de") shows German, from the language file in the copied folder, and the licences the script points to are there', async () => {
    const page = await openHtml(`<html lang="de">\n${await quickStart(mockSession().baseUrl())}`);
    // Nothing of the form until German is here.
    const submit = () => normalize(page.crypto.shadowRoot!.querySelector('[part~="submit"]')?.textContent);
    await waitUntil(() => submit() === de.submitCrypto, `the German button (it reads "${submit()}")`, { timeout: 5000 });
    expect(normalize(find(page.fiat, '[part~="submit"]').textContent)).to.equal(de.submitFiat);
    expect(page.errors()).to.deep.equal([]);
    // The file the script's first comment names, beside the script in the copied folder.
    const script = page.win.document.querySelector<HTMLScriptElement>('script[src$="market-checkout.iife.js"]')!.src;
    const header = (await (await fetch(script)).text()).slice(0, 2000);
    const licences = /Their licences: (\S+)/.exec(header)?.[1];
    expect(licences, 'the script names its licences file').to.be.a('string');
    const response = await fetch(new URL(licences!, script));
    expect(response.status, `${licences} beside the script`).to.equal(200);
    expect(await response.text()).to.include('zod').and.include('MIT');
  });

  it("the quick start's preload line names the German form file with the pin this build gave it, and a German page with it shows German with the file fetched by that line", async () => {
    const block = await readmeBlock('preload');
    const pins = (await import(/* @vite-ignore */ `${location.origin}/cdn/locales/integrity.js`)) as { default: Record<string, string> };
    const integrity = /integrity="([^"]+)"/.exec(block)?.[1];
    expect(integrity, 'the pin of locales/de.js in locales/integrity.js (copy it again after a build that changed it)').to.equal(pins.default['locales/de.js']);
    const head = block.replaceAll(README_DIST, '/cdn/');
    const body = (await quickStart(mockSession().baseUrl())).replace(/<script src="[^"]*market-checkout\.iife\.js" defer><\/script>/, '');
    const page = await openHtml(`<html lang="de">\n${head}\n${body}`);
    // Nothing of the form until German is here.
    const submit = () => normalize(page.crypto.shadowRoot!.querySelector('[part~="submit"]')?.textContent);
    await waitUntil(() => submit() === de.submitCrypto, `the German button (it reads "${submit()}")`, { timeout: 10_000 });
    const entries = page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = (file: string) => entries.find((entry) => entry.name.endsWith(`/cdn/locales/${file}`))!;
    // Without the line the language is asked for once its pins are here; with it, before the script asked for the pins.
    expect(first('de.js').startTime, 'German fetched before the pins').to.be.below(first('integrity.js').startTime);
    expect(page.errors()).to.deep.equal([]);
  });

  it('the CORS list for the service exposes every response header the client reads', async () => {
    const readme = await (await fetch('/README.md')).text();
    const listed = /`Access-Control-Expose-Headers: ([^`]+)`/.exec(readme)?.[1]?.split(/,\s*/) ?? [];
    expect(listed).to.have.members(Object.values(READ_HEADERS));
    expect(listed).to.include('Retry-After');
  });

  describe('the client example, as an ES module importing market-checkout/client', () => {
    async function run(baseUrl: string) {
      await requireBuild();
      const code = (await readmeBlock('client'))
        .replace(`'market-checkout/client'`, `'${location.origin}/dist/lib/client.js'`)
        .replace(`'${README_BASE_URL}'`, `'${baseUrl}'`);
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      try {
        await import(url);
      } finally {
        URL.revokeObjectURL(url);
      }
    }

    it('buys against the service and sends exactly the request it shows', async () => {
      const mock = mockSession();
      await run(mock.baseUrl());
      const [sent, ...more] = await mock.requests();
      expect(more).to.have.length(0);
      expect(sent.path).to.equal('/v1/market/crypto/purchase');
      expect(sent.body).to.include({ domain: 'example.com', currency: 'BTC', ownerName: 'Ada Lovelace' });
    });

    it('catches the MarketError of a refused purchase instead of rethrowing it', async () => {
      const mock = mockSession();
      await run(mock.baseUrl('http-409'));
      expect(await mock.requests()).to.have.length(1);
    });
  });
});

describe('demo/script-tag.html', () => {
  it('loads the built classic script, and both elements complete their purchases', async () => {
    const page = await openPage('/demo/script-tag.html');
    expect(page.win.MarketCheckout).to.have.property('createMarketClient');
    await buyWithCrypto(page.crypto, mockSession());
    const { response } = await startCardPayment(page.fiat, mockSession());
    // The page's own listener (demo/script-tag.js) mounted its stand-in in the payment slot.
    expect(page.win.document.getElementById('card-payment')!.textContent).to.contain(response.orderId);
  });
});
