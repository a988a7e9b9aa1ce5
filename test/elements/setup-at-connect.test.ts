/**
 * A partner's first contact with a page whose buyer has touched nothing: a missing or malformed
 * `partner-id` is told when the element connects, as `base-url` is, with no check file fetched
 * (the contract's "misconfiguration reported early"), and its arrival or a submit tells it no
 * second time. Nothing in this page loads the check file before the test that says so: the
 * warnings before it are the script's own.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { MarketErrorEventDetail } from '../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import { checksNow, loadChecks } from '../../src/loading/checks.js';
import { FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';

const FIAT = {
  'external-user-id': '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
  'processor-connected-account-id': 'acct_1Nv0FGQ9RKHgCVdK',
  domain: 'example.com',
  'owner-address': OWNER,
};

async function mountFiat(attributes: Record<string, string | undefined>): Promise<MarketFiatCheckout> {
  const el = document.createElement('market-fiat-checkout');
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) el.setAttribute(name, value);
  return fixture<MarketFiatCheckout>(html`${el}`);
}

/** A task after the current one: the setup check the update left for later has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Every `console.warn` while `body` runs and in the task after it, without the element's tag. */
async function warnings(body: () => Promise<unknown>): Promise<string[]> {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warned.push(args.map(String).join(' '));
  try {
    await body();
    await nextTask();
    return warned;
  } finally {
    console.warn = original;
  }
}

/** Whether the page fetched any module of the check file. */
const checkFileFetched = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/src/checks/'));

describe('partner-id told when the element connects, before any touch', () => {
  it('a crypto page with no partner-id at all: "partner-id is missing.", once, with nothing fetched', async () => {
    const warned = await warnings(async () => {
      const el = await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl(), 'partner-id': undefined });
      // Later updates (the host or the buyer changing a value) do not repeat it.
      el.domain = 'another.example';
      await el.updateComplete;
    });
    expect(warned).to.deep.equal(['<market-crypto-checkout> partner-id is missing.']);
    expect(checksNow(), 'no check file').to.equal(undefined);
    expect(checkFileFetched(), 'nothing of it fetched').to.equal(false);
  });

  it('a card page with an empty partner-id: missing too, beside a missing base-url', async () => {
    const warned = await warnings(() => mountFiat({ ...FIAT, 'partner-id': '  ' }));
    expect(warned).to.deep.equal(['<market-fiat-checkout> base-url is missing.', '<market-fiat-checkout> partner-id is missing.']);
  });

  it('a malformed partner-id is called malformed: not a UUID', async () => {
    const warned = await warnings(async () => {
      await mountFiat({ ...FIAT, 'base-url': mockSession().baseUrl(), 'partner-id': 'partner-42' });
      await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl(), 'partner-id': PARTNER_ID + 'a' });
    });
    expect(warned).to.deep.equal([
      '<market-fiat-checkout> partner-id is not a UUID.',
      '<market-crypto-checkout> partner-id is not a UUID.',
    ]);
  });

  it('a host that fixes it is told nothing more; one that breaks it again is told again', async () => {
    const warned = await warnings(async () => {
      const el = await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl(), 'partner-id': 'nope' });
      await nextTask();
      el.setAttribute('partner-id', PARTNER_ID.toUpperCase());
      await el.updateComplete;
      await nextTask();
      el.removeAttribute('partner-id');
      await el.updateComplete;
    });
    expect(warned.map((w) => w.replace(/^<[^>]+> /, ''))).to.deep.equal(['partner-id is not a UUID.', 'partner-id is missing.']);
  });

  it('a valid partner-id warns nothing, in either element', async () => {
    const warned = await warnings(async () => {
      await mountFiat({ ...FIAT, 'base-url': mockSession().baseUrl(), 'partner-id': PARTNER_ID });
      await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl(), 'partner-id': ` ${PARTNER_ID} ` });
    });
    expect(warned).to.deep.equal([]);
    expect(checkFileFetched()).to.equal(false);
  });

  // The last test: the check file comes, as from a buyer's first touch.
  it('the check file arriving, then a submit, tell it no second time; the submit names partner-id once and sends nothing', async () => {
    const mock = mockSession();
    let el!: MarketFiatCheckout;
    const atConnect = await warnings(async () => {
      el = await mountFiat({ ...FIAT, 'base-url': mock.baseUrl(), 'partner-id': 'partner-42' });
    });
    expect(atConnect).to.deep.equal(['<market-fiat-checkout> partner-id is not a UUID.']);
    let issues: string[] = [];
    const later = await warnings(async () => {
      await loadChecks();
      await el.updateComplete;
      await nextTask();
      const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
      await el.submit();
      issues = (await failed).detail.error.issues!.map((i) => `${i.path}: ${i.message}`);
    });
    expect(later).to.deep.equal([]);
    expect(issues).to.deep.equal(['partner-id: partner-id is not a UUID.']);
    expect(await mock.requests()).to.deep.equal([]);
  });
});
