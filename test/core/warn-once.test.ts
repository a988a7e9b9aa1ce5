/** One console.warn per element and message, named by the element's tag. */
import { expect } from '@open-wc/testing';
import { warnOnce } from '../../src/core/warn-once.js';

describe('warnOnce', () => {
  it('warns once per element and message', () => {
    const said: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const a = document.createElement('market-crypto-checkout');
      const b = document.createElement('market-fiat-checkout');
      warnOnce(a, 'base-url is missing.');
      warnOnce(a, 'base-url is missing.');
      warnOnce(a, 'persist must be "session" or "none".');
      warnOnce(b, 'base-url is missing.');
    } finally {
      console.warn = original;
    }
    expect(said).to.deep.equal([
      '<market-crypto-checkout> base-url is missing.',
      '<market-crypto-checkout> persist must be "session" or "none".',
      '<market-fiat-checkout> base-url is missing.',
    ]);
  });
});
