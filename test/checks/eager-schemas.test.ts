/**
 * The schemas as `market-checkout/client` exports them, made when the module loads: the very
 * schemas the elements validate with (their rules: ./schemas.test.ts), under the names the
 * scripts' getter tables use, and the built-in asset table.
 */
import { expect } from '@open-wc/testing';
import * as eager from '../../src/checks/eager-schemas.js';
import { CRYPTO_SCHEMA_GETTERS, FIAT_SCHEMA_GETTERS } from '../../src/checks/schemas.js';
import { builtInAssets } from '../../src/payment-link/assets.js';

describe('api/schemas: the client entry\'s schemas as values', () => {
  it("exports, under each getter's name, the schema that getter makes: one rule set, not a copy", () => {
    const getters: Record<string, () => unknown> = { ...FIAT_SCHEMA_GETTERS, ...CRYPTO_SCHEMA_GETTERS };
    const exported = Object.fromEntries(Object.entries(eager).filter(([name]) => name.endsWith('Schema')));
    expect(Object.keys(exported).sort()).to.deep.equal(Object.keys(getters).sort());
    for (const [name, get] of Object.entries(getters)) expect(exported[name], name).to.equal(get());
  });

  it('exports the built-in assets, the same table the payment-link guard reads', () => {
    expect(eager.BUILT_IN_ASSETS).to.equal(builtInAssets());
    expect(eager.BUILT_IN_ASSETS.length).to.be.greaterThan(0);
  });
});
