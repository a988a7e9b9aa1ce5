/** form/common-request.ts without a DOM element: the request made from the host's properties and settings. */
import { expect } from '@open-wc/testing';
import { readHostSettings } from '../../src/form/host-settings.js';
import { commonRequest } from '../../src/form/common-request.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';

describe('form/common-request', () => {
  it('commonRequest normalises what the host and buyer typed', () => {
    const settings = readHostSettings({
      baseUrl: 'https://market.example.com',
      partnerId: PARTNER_ID,
      years: '3',
      maxYears: undefined,
      timeout: undefined,
      walletAddrs: [{ addr: ' 0xabcdefabcdefabcdefabcdefabcdefabcdefabcd ', coinId: 60 }],
      locked: '',
      theme: undefined,
    });
    expect(commonRequest({ domain: ' Example.COM ', ownerAddress: ` ${OWNER} `, partnerId: ` ${PARTNER_ID}` }, settings)).to.deep.equal({
      domain: 'example.com',
      ownerAddress: OWNER,
      partnerId: PARTNER_ID,
      walletAddrs: [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }],
      years: 3,
    });
    expect(commonRequest({ domain: 42, ownerAddress: null, partnerId: undefined }, settings)).to.include({ domain: '', ownerAddress: '', partnerId: '' });
  });
});
