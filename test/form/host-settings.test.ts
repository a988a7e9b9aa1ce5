/**
 * The host's settings read into one snapshot without an element: defaults where a setting is
 * missing, each problem named by its attribute (crypto's assets are read apart: ./host-assets.test.ts).
 */
import { expect } from '@open-wc/testing';
import { fixedFields, readHostSettings, type HostInput } from '../../src/form/host-settings.js';

const INPUT: HostInput = { baseUrl: 'https://market.example.com', years: undefined, maxYears: undefined, timeout: undefined, walletAddrs: [], locked: '', theme: undefined };

describe('form/host-settings', () => {
  it('applies the defaults and finds nothing wrong in a correct setup', () => {
    const settings = readHostSettings(INPUT);
    expect(settings).to.deep.include({ baseUrl: 'https://market.example.com', years: 1, maxYears: 10, timeout: 20_000, problems: [], notices: [] });
  });

  it('names each problem by its attribute, and an unknown theme as a notice only', () => {
    const settings = readHostSettings({ ...INPUT, baseUrl: 'http://example.com', maxYears: 101, timeout: 'soon', walletAddrs: '[', theme: 'pink' });
    expect(settings.problems.map((p) => p.path)).to.deep.equal(['base-url', 'wallet-addrs', 'max-years', 'timeout']);
    expect(settings.notices.map((p) => p.path)).to.deep.equal(['theme']);
    expect(settings).to.include({ maxYears: 10, timeout: 20_000 });
  });

  it('fixedFields: the host fields and the locked ones, each with its attribute', () => {
    const settings = readHostSettings({ ...INPUT, locked: 'ownerAddress walletAddrs' });
    expect(fixedFields({ partnerId: 'partner-id' }, settings.locked)).to.deep.equal({
      partnerId: 'partner-id',
      ownerAddress: 'owner-address',
      walletAddrs: 'wallet-addrs',
    });
  });
});
