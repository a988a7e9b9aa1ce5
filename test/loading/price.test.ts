import { expect } from '@open-wc/testing';
import { loadPrice } from '../../src/loading/price.js';

describe('loadPrice', () => {
  it('loads the price file once, however often it is asked for', async () => {
    const [first, second] = await Promise.all([loadPrice(), loadPrice()]);
    expect(first).to.equal(second);
    expect(first.PriceLine).to.be.a('function');
    expect(await loadPrice()).to.equal(first);
  });
});
