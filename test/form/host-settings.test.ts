/**
 * The host's settings read into one snapshot without an element: defaults where a setting is
 * missing, each problem named by its attribute (crypto's assets are read apart: ./host-assets.test.ts).
 */
import { expect } from '@open-wc/testing';
import { fixedFields, readHostSettings, type HostInput } from '../../src/form/host-settings.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { onlyIn } from '../helpers/engine.js';
import { partnerIdSchema } from '../../src/checks/eager-schemas.js';

const INPUT: HostInput = { baseUrl: 'https://market.example.com', partnerId: PARTNER_ID, years: undefined, maxYears: undefined, timeout: undefined, walletAddrs: [], locked: '', theme: undefined };

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

  describe('partner-id, read by the script without a schema', () => {
    // Pure logic: one engine is enough.
    before(async function () {
      await onlyIn(this, ['chromium']);
    });

    const problemOf = (partnerId: unknown) => readHostSettings({ ...INPUT, partnerId }).problems.filter((p) => p.path === 'partner-id');

    it('calls an absent, empty, blank or non-text partner id missing', () => {
      for (const partnerId of [undefined, null, '', '   ', 42, {}]) {
        expect(problemOf(partnerId), String(partnerId)).to.deep.equal([{ path: 'partner-id', message: 'partner-id is missing.' }]);
      }
    });

    it('calls one that is not a UUID malformed', () => {
      for (const partnerId of ['partner-42', PARTNER_ID + 'a', PARTNER_ID.slice(1), PARTNER_ID.replace(/-/g, ''), `{${PARTNER_ID}}`, PARTNER_ID.replace('7', 'g')]) {
        expect(problemOf(partnerId), partnerId).to.deep.equal([{ path: 'partner-id', message: 'partner-id is not a UUID.' }]);
      }
    });

    it('takes a UUID of any version and case, with spaces around it, as the request sends it trimmed', () => {
      for (const partnerId of [PARTNER_ID, PARTNER_ID.toUpperCase(), ` ${PARTNER_ID}\n`, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-1fff-ffff-ffffffffffff']) {
        expect(problemOf(partnerId), partnerId).to.deep.equal([]);
      }
    });

    it("agrees with the check file's rule on every value (the request carries the value trimmed)", () => {
      const values = ['', 'nope', PARTNER_ID, PARTNER_ID.toUpperCase(), PARTNER_ID + 'a', ` ${PARTNER_ID} `, PARTNER_ID.replace(/-/g, '_'), '0'.repeat(36)];
      for (const value of values) {
        expect(problemOf(value).length === 0, value).to.equal(partnerIdSchema.safeParse(value.trim()).success);
      }
    });
  });
});
