/**
 * window.MarketCheckout as several scripts fill it (src/elements/global.ts): what is there first
 * stays, read-only, except a card-only script's client, which a crypto script replaces.
 */
import { expect } from '@open-wc/testing';
import { expose, type MarketCheckoutGlobal } from '../../src/elements/global.js';

const cardOnly = () => 'card only';
const full = () => 'full';
const asGlobal = (parts: Record<string, unknown>) => parts as Partial<MarketCheckoutGlobal>;

describe('window.MarketCheckout', () => {
  afterEach(() => Reflect.deleteProperty(window, 'MarketCheckout'));

  it('keeps what a script put there first, read-only', () => {
    expose(asGlobal({ version: '1', DEFAULT_STRINGS: {} }));
    const first = window.MarketCheckout;
    expose(asGlobal({ version: '2', registerLocale: full }));
    expect(window.MarketCheckout).to.equal(first);
    expect(window.MarketCheckout.version).to.equal('1');
    expect(window.MarketCheckout.registerLocale).to.equal(full);
    expect(() => {
      (window.MarketCheckout as unknown as Record<string, unknown>).version = '3';
    }).to.throw(TypeError);
  });

  it("lets a crypto script replace a card-only script's client, and not the other way round", () => {
    expose(asGlobal({ createMarketClient: cardOnly }), { cardOnly: true });
    expose(asGlobal({ createMarketClient: full }));
    expect(window.MarketCheckout.createMarketClient).to.equal(full);
    expose(asGlobal({ createMarketClient: cardOnly }), { cardOnly: true });
    expect(window.MarketCheckout.createMarketClient).to.equal(full);
  });
});
