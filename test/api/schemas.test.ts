import { expect } from '@open-wc/testing';
import { domainSchema } from '../../src/api/schemas.js';

describe('domain rule', () => {
  it('accepts a lowercase two-label domain', () => {
    expect(domainSchema.safeParse('example.com').success).to.equal(true);
  });
});
