/** core/lazy.ts: a value made once, and one made again only when its key changes. */
import { expect } from '@open-wc/testing';
import { lastOf, lazy } from '../../src/core/lazy.js';

describe('core/lazy', () => {
  it('lazy makes its value on first use, once', () => {
    let made = 0;
    const value = lazy(() => ({ n: (made += 1) }));
    expect(made).to.equal(0);
    expect(value()).to.equal(value());
    expect(made).to.equal(1);
  });

  it('lastOf makes its value again only when a key changed', () => {
    let made = 0;
    const senderFor = lastOf((url: string, timeout: number) => ({ url, timeout, n: (made += 1) }));
    const first = senderFor('https://a.example', 1000);
    expect(senderFor('https://a.example', 1000)).to.equal(first);
    expect(senderFor('https://a.example', 2000)).to.not.equal(first);
    expect(senderFor('https://b.example', 2000).n).to.equal(3);
  });
});
