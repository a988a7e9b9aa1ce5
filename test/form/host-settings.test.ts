/**
 * The host's settings read into one snapshot without an element: defaults where a setting is
 * missing, each problem named by its attribute, and crypto's assets read apart (form/host-assets.ts).
 */
import { expect } from '@open-wc/testing';
import { knownAssets, withHostAssets } from '../../src/form/host-assets.js';
import { fixedFields, readHostSettings, type HostInput } from '../../src/form/host-settings.js';
import { BUILT_IN_ASSETS } from '../../src/api/schemas.js';

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

  it("withHostAssets adds the host's assets to the built-in ones, or names the problem", () => {
    const base = readHostSettings(INPUT);
    const plain = withHostAssets(base, undefined);
    expect(plain.problems).to.deep.equal([]);
    expect(knownAssets(plain)).to.deep.equal(BUILT_IN_ASSETS);
    const fields = [{ symbol: 'TEST', network: 'Testnet', scheme: 'bitcoin', decimals: 8 }];
    const added = withHostAssets(base, fields);
    expect(added.assets).to.equal(fields);
    expect(knownAssets(added)).to.have.length(BUILT_IN_ASSETS.length + 1);
    expect(knownAssets(added).at(-1)).to.include({ symbol: 'TEST', network: 'Testnet' });
    const bad = withHostAssets(base, [{ symbol: '' }]);
    expect(bad.problems.map((p) => p.path)).to.deep.equal(['assets']);
    expect(knownAssets(bad)).to.deep.equal(BUILT_IN_ASSETS);
    expect(base.problems, 'the settings read before are left as they were').to.deep.equal([]);
  });
});
