/**
 * The crypto element's `assets` setting read into its host settings: the host's assets added after
 * the built-in ones, or a bad entry named as a problem of `assets` (the buyer then meets
 * `invalid-config` on submit), never a throw.
 */
import { expect } from '@open-wc/testing';
import { knownAssets, withHostAssets } from '../../src/form/host-assets.js';
import { readHostSettings, type HostInput } from '../../src/form/host-settings.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';

const INPUT: HostInput = { baseUrl: 'https://market.example.com', partnerId: PARTNER_ID, years: undefined, maxYears: undefined, timeout: undefined, walletAddrs: [], locked: '', theme: undefined };
const TESTNET_BTC = { symbol: 'TEST', network: 'Testnet', scheme: 'bitcoin', decimals: 8 };

describe('withHostAssets', () => {
  it('leaves the settings as they are when the host set no assets', () => {
    const base = readHostSettings(INPUT);
    for (const input of [undefined, null]) {
      const settings = withHostAssets(base, input);
      expect(settings).to.equal(base);
      expect(knownAssets(settings)).to.deep.equal(BUILT_IN_ASSETS);
    }
  });

  it("adds the host's assets after the built-in ones", () => {
    const fields = [TESTNET_BTC];
    const added = withHostAssets(readHostSettings(INPUT), fields);
    expect(added.problems).to.deep.equal([]);
    expect(knownAssets(added).slice(0, -1)).to.deep.equal(BUILT_IN_ASSETS);
    expect(knownAssets(added).at(-1)).to.include({ symbol: 'TEST', network: 'Testnet', scheme: 'bitcoin', decimals: 8 });
    expect(withHostAssets(readHostSettings(INPUT), []).problems, 'an empty list is no problem').to.deep.equal([]);
  });

  it('names a bad entry as a problem of assets, after the problems already found, and adds none of its assets', () => {
    const base = readHostSettings({ ...INPUT, baseUrl: 'http://example.com' });
    const bad = withHostAssets(base, [TESTNET_BTC, { ...TESTNET_BTC, symbol: '' }]);
    expect(bad.problems).to.deep.equal([
      ...base.problems,
      { path: 'assets', message: 'assets[1].symbol is missing or malformed.' },
    ]);
    expect(bad).to.not.have.property('assets');
    expect(knownAssets(bad)).to.deep.equal(BUILT_IN_ASSETS);
    expect(base.problems.map((p) => p.path), 'the settings read before are left as they were').to.deep.equal(['base-url']);
    expect(withHostAssets(base, 'USDC').problems.at(-1)).to.deep.equal({ path: 'assets', message: 'assets must be an array.' });
  });
});
