/**
 * The remainder of an underpaid payment (issue #14): the checked link with only its amount
 * changed, which the guard accepts again for that amount, and the exact subtraction behind it.
 */
import { expect } from '@open-wc/testing';
import { formatDecimal, parseDecimal, subtractDecimal } from '../../src/core/decimal.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { withAmount } from '../../src/payment-link/with-amount.js';
import { mintInvoice } from '../../mock/mint-invoice.js';
import { ADDRESS_OF, linkFor } from '../helpers/payment-links.js';

const minus = (a: string, b: string) => formatDecimal(subtractDecimal(parseDecimal(a)!, parseDecimal(b)!));

describe('subtractDecimal', () => {
  it('subtracts exactly, where floating point would not', () => {
    expect(0.3 - 0.1).to.not.equal(0.2);
    expect(minus('0.3', '0.1')).to.equal('0.2');
    expect(minus('1.5', '0.000001')).to.equal('1.499999');
    expect(minus('0.00021', '0.00000001')).to.equal('0.00020999');
    expect(minus('1000000000000000000000', '0.000000000000000001')).to.equal('999999999999999999999.999999999999999999');
    expect(minus('2', '2.0')).to.equal('0');
    expect(minus('1', '1.25')).to.equal('-0.25');
  });

  it('takes unnormalised and exponent inputs alike', () => {
    expect(formatDecimal(subtractDecimal({ digits: 15n, scale: -1 }, { digits: 1500n, scale: 2 }))).to.equal('135');
    expect(minus('1.5e2', '5E-1')).to.equal('149.5');
  });
});

describe('withAmount', () => {
  for (const asset of BUILT_IN_ASSETS) {
    it(`${asset.symbol} on ${asset.network}: changes only the amount, and the result passes the guard again`, () => {
      const address = ADDRESS_OF[asset.scheme];
      // A parameter the amount's change must leave alone, where the link may carry one (a transfer or a Tron link carries none).
      const other = asset.scheme === 'ethereum' || asset.scheme === 'tron' ? '' : '&label=Domain%20purchase';
      const uri = `${linkFor(asset, address, '1.5')}${other}`;
      const checked = checkPaymentLink({ uri, address, amount: 1.5, protocol: asset.symbol });
      expect(checked.ok).to.equal(true);
      const due = minus('1.5', '0.25');
      const next = withAmount(uri, asset, due);
      expect(next).to.equal(linkFor(asset, address, '1.25') + other);
      const again = checkPaymentLink({ uri: next!, address, amount: due, protocol: `${asset.symbol} on ${asset.network}` });
      expect(again.ok && again.asset).to.equal(asset);
      expect(checkPaymentLink({ uri: next!, address, amount: 1.5, protocol: asset.symbol }).ok, 'no longer the old amount').to.equal(false);
    });
  }

  it('keeps the rest of the link as it was: chain, pay- prefix, parameter order and case', () => {
    const eth = BUILT_IN_ASSETS.find((a) => a.symbol === 'ETH' && a.network === 'Base')!;
    const uri = `ethereum:pay-${ADDRESS_OF.ethereum}@8453?gas=21000&value=1.5e18`;
    expect(withAmount(uri, eth, '0.5')).to.equal(`ethereum:pay-${ADDRESS_OF.ethereum}@8453?gas=21000&value=500000000000000000`);
    const btc = BUILT_IN_ASSETS[0]!;
    expect(withAmount(`BITCOIN:${ADDRESS_OF.bitcoin}?label=amount%3D1&amount=1.50`, btc, '0.75')).to.equal(
      `BITCOIN:${ADDRESS_OF.bitcoin}?label=amount%3D1&amount=0.75`,
    );
  });

  it('drops a Lightning invoice, which pays the whole amount only: the rest is a plain on-chain link the guard accepts', () => {
    const btc = BUILT_IN_ASSETS[0]!;
    const invoice = mintInvoice({ amountMsat: 150_000_000_000n });
    for (const name of ['lightning', 'LIGHTNING']) {
      const uri = `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.5&${name}=${invoice.invoice}&label=Domain`;
      expect(checkPaymentLink({ uri, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' }).ok).to.equal(true);
      const next = withAmount(uri, btc, '0.5')!;
      expect(next).to.equal(`bitcoin:${ADDRESS_OF.bitcoin}?amount=0.5&label=Domain`);
      const again = checkPaymentLink({ uri: next, address: ADDRESS_OF.bitcoin, amount: 0.5, protocol: 'BTC' });
      expect(again.ok && again.invoice).to.equal(undefined);
      expect(again.ok).to.equal(true);
    }
  });

  it('writes nothing for an amount that is not a positive plain decimal the asset can carry', () => {
    const usdc = BUILT_IN_ASSETS.find((a) => a.symbol === 'USDC' && a.network === 'Ethereum')!;
    const uri = linkFor(usdc, ADDRESS_OF.ethereum, '1.5');
    for (const amount of ['0', '0.0', '-1', '1e-3', '', 'NaN', '0.0000001', ' 1']) {
      expect(withAmount(uri, usdc, amount), amount).to.equal(undefined);
    }
    expect(withAmount(`bitcoin:${ADDRESS_OF.bitcoin}`, BUILT_IN_ASSETS[0]!, '1')).to.equal(undefined);
  });
});
