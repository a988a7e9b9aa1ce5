/**
 * What the README and the demo show partners, run as they show it: the script-tag quick start
 * and the client example from README.md, and demo/script-tag.html, against the built files.
 * Only the values a partner adapts change: where the script is served and the service's address.
 */
import { expect } from '@open-wc/testing';
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

describe('README.md', () => {
  it('the script-tag quick start renders both elements, which complete their purchases', async () => {
    const html = await readmeBlock('script-tag');
    expect(html).to.contain('/js/market-checkout.iife.js').and.contain(README_BASE_URL);
    const mock = mockSession();
    const page = await openHtml(
      html.replace('/js/market-checkout.iife.js', '/dist/market-checkout.iife.js').replaceAll(README_BASE_URL, mock.baseUrl()),
    );
    expect(page.crypto.getAttribute('state')).to.equal('editing');
    await buyWithCrypto(page.crypto, mock);
    await startCardPayment(page.fiat, mockSession());
    expect(page.errors()).to.deep.equal([]);
  });

  describe('the client example, as an ES module importing market-checkout/client', () => {
    async function run(baseUrl: string) {
      await requireBuild();
      const code = (await readmeBlock('client'))
        .replace(`'market-checkout/client'`, `'${location.origin}/dist/lib/api/index.js'`)
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
