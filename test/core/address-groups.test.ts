/** The one grouping of addresses in fours (src/core/address-groups.ts), pure. */
import { expect } from '@open-wc/testing';
import { addressGroups } from '../../src/core/address-groups.js';
import { ADDRESS_OF } from '../helpers/payment-links.js';

describe('addressGroups', () => {
  it('cuts an address in fours, the last group what is left', () => {
    expect(addressGroups(ADDRESS_OF.ethereum)).to.deep.equal(['0x52', '9084', '0009', '8527', '886E', '0F70', '3006', '9857', 'D2E4', '169E', 'E7']);
    expect(addressGroups(ADDRESS_OF.ethereum).join('')).to.equal(ADDRESS_OF.ethereum);
  });

  it('keeps a cashaddr prefix whole, in front', () => {
    const groups = addressGroups(`bitcoincash:${ADDRESS_OF.bitcoincash}`);
    expect(groups[0]).to.equal('bitcoincash:');
    expect(groups.slice(1).every((g, i, all) => g.length === 4 || i === all.length - 1)).to.equal(true);
    expect(groups.join('')).to.equal(`bitcoincash:${ADDRESS_OF.bitcoincash}`);
  });

  it('gives nothing for nothing, and a short start whole', () => {
    expect(addressGroups('')).to.deep.equal([]);
    expect(addressGroups('0x1')).to.deep.equal(['0x1']);
  });
});
