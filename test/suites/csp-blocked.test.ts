/**
 * A partner page whose Content-Security-Policy does not let the checkout reach its service
 * (connect-src without the service's origin) is told apart from a network failure: the buyer reads
 * that the checkout is not set up (`invalid-config`), and the site gets one warning per element
 * naming the directive and the origin to allow. The built classic script, on pages the test server
 * sends with a policy header (csp-blocked-*.html: scripts/test-csp.js; csp-strict.html: the
 * strict policy that names the service). No engine-specific API: any browser runs it.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { MarketErrorEventDetail } from '../../src/controllers/events.js';
import { click, control, fill, textOf } from '../helpers/buyer.js';
import { OWNER } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openPage, type TestPage } from '../dist/page.js';

const BLOCKED = '/test/suites/csp-blocked-service.html';
const ALLOWED = '/test/suites/csp-strict.html';
const NOT_SET_UP = 'This checkout is not set up correctly';

/** The page open, with what its console was told to warn from now on. */
async function openRecording(path: string): Promise<TestPage & { warnings: string[] }> {
  const page = await openPage(path);
  // The elements' setup warnings, told a task after their first render, are the page's own.
  await new Promise((resolve) => page.win.setTimeout(resolve));
  const warnings: string[] = [];
  const { console } = page.win;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    warn(...args);
  };
  return { ...page, warnings };
}

async function fillCrypto(el: TestPage['crypto']): Promise<void> {
  await fill(el, 'domain', 'example.com');
  await fill(el, 'ownerName', 'Ada Lovelace');
  await fill(el, 'ownerEmail', 'buyer@example.org');
  await fill(el, 'ownerAddress', OWNER);
}

const elementWarnings = (page: { warnings: string[] }) => page.warnings.filter((warning) => warning.startsWith('<market-'));

describe('A page policy that blocks the payment service (connect-src without its origin)', () => {
  it('crypto: the buyer is told the checkout is not set up, the site is warned once with the directive and origin, nothing else breaks', async () => {
    const page = await openRecording(BLOCKED);
    const el = page.crypto;
    const mock = mockSession();
    el.setAttribute('base-url', mock.baseUrl());
    await fillCrypto(el);

    for (const attempt of ['first', 'second']) {
      const failed = oneEvent(el, 'market-error');
      await click(el, 'Get payment details');
      const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
      await el.updateComplete;
      expect(detail.error.code, `${attempt} attempt`).to.equal('invalid-config');
      expect(el.getAttribute('state'), `${attempt} attempt`).to.equal('editing');
      expect(textOf(el, '[part~="error"]'), `${attempt} attempt`).to.include(NOT_SET_UP);
      expect(textOf(el, '[part~="error"]')).to.not.include('could not reach');
    }
    // One warning from the element for both attempts, naming what to change and where. (The
    // loader warns apart that this policy also keeps it from checking the payment file and the
    // check file beside the script, which sit on the same origin here: src/loading/beside.ts.)
    expect(elementWarnings(page)).to.have.length(1);
    expect(elementWarnings(page)[0]).to.include('connect-src').and.include(location.origin).and.include('<market-crypto-checkout>');
    // The buyer's values are kept, nothing reached the service, and the only thing the page
    // reported is the policy's refusal of the request.
    expect(control(el, 'domain')!.value).to.equal('example.com');
    expect(control(el, 'ownerName')!.value).to.equal('Ada Lovelace');
    expect(control(el, 'ownerEmail')!.value).to.equal('buyer@example.org');
    expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
    expect(await mock.requests()).to.deep.equal([]);
    const errors = page.errors();
    expect(errors).to.not.deep.equal([]);
    for (const error of errors) expect(error).to.match(/^CSP refused http:\/\/\S+\/(v1\/market\/crypto\/purchase|dist\/(payment|checks)\.[\w-]+\.js) \(connect-src/);
  });

  it('fiat: the same, with a warning of its own', async () => {
    const page = await openRecording(BLOCKED);
    const el = page.fiat;
    el.setAttribute('base-url', mockSession().baseUrl());
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    const failed = oneEvent(el, 'market-error');
    await click(el, 'Continue to card payment');
    const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
    await el.updateComplete;
    expect(detail.error.code).to.equal('invalid-config');
    expect(textOf(el, '[part~="error"]')).to.include(NOT_SET_UP);
    expect(elementWarnings(page)).to.have.length(1);
    expect(elementWarnings(page)[0]).to.include('connect-src').and.include(location.origin).and.include('<market-fiat-checkout>');
    expect(control(el, 'domain')!.value).to.equal('example.com');
  });

  it('a service the policy does not name and that does not answer either is still a refusal by the policy, not a network failure', async () => {
    const page = await openRecording(BLOCKED);
    const el = page.crypto;
    el.setAttribute('base-url', 'http://127.0.0.1:9/v');
    await fillCrypto(el);
    const failed = oneEvent(el, 'market-error');
    await click(el, 'Get payment details');
    const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
    expect(detail.error.code).to.equal('invalid-config');
    expect(elementWarnings(page)).to.have.length(1);
    expect(elementWarnings(page)[0]).to.include('connect-src').and.include('http://127.0.0.1:9');
  });
});

describe('A page policy that names the payment service in connect-src', () => {
  it('the purchase completes, with no warning and nothing refused', async () => {
    const page = await openRecording(ALLOWED);
    await buyWithCrypto(page.crypto, mockSession());
    expect(page.warnings).to.deep.equal([]);
    expect(page.errors()).to.deep.equal([]);
  });
});
