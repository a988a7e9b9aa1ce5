/**
 * The transaction a wallet is asked to send, from the checked link alone (widget.md, "Pay from a
 * browser wallet"): known vectors written out by hand, every built-in EVM asset through the real
 * guard, and the links the builder must not read.
 */
import { expect } from '@open-wc/testing';
import { type Asset } from '../../src/payment-link/assets.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { splitLink } from '../../src/payment-link/link.js';
import { buildTransaction, transferData, wholeUnits, type TransactionDraft } from '../../src/wallet/transaction.js';
import { ADDRESS_OF, linkFor, toUnits } from '../helpers/payment-links.js';

const asset = (symbol: string, network: string) => BUILT_IN_ASSETS.find((a) => a.symbol === symbol && a.network === network)!;
const USDC_BASE = asset('USDC', 'Base');
const ETH_BASE = asset('ETH', 'Base');
const ETH_MAINNET = asset('ETH', 'Ethereum');
const RECIPIENT = ADDRESS_OF.ethereum; // 0x52908400098527886E0F7030069857D2E4169EE7

function draft(uri: string, a: Asset): TransactionDraft {
  const built = buildTransaction(splitLink(uri), a);
  expect(built.ok, `${uri}: ${JSON.stringify(built)}`).to.equal(true);
  return built.ok ? built.draft : ({} as TransactionDraft);
}

const refused = (uri: string, a: Asset) => {
  const built = buildTransaction(splitLink(uri), a);
  return built.ok ? 'built' : built.reason;
};

describe('buildTransaction: known vectors', () => {
  it('USDC on Base, 12.5: transfer(recipient, 12500000) to the USDC contract on chain 0x2105, no value', () => {
    const uri = `ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=${RECIPIENT}&uint256=12500000`;
    expect(draft(uri, USDC_BASE)).to.deep.equal({
      to: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
      data:
        '0xa9059cbb' +
        '00000000000000000000000052908400098527886e0f7030069857d2e4169ee7' +
        '0000000000000000000000000000000000000000000000000000000000bebc20',
      chainId: '0x2105',
    });
  });

  it('ETH on Base, value=1.5e18: 1500000000000000000 wei, in hex, to the recipient', () => {
    expect(draft(`ethereum:${RECIPIENT}@8453?value=1.5e18`, ETH_BASE)).to.deep.equal({
      to: RECIPIENT.toLowerCase(),
      value: '0x14d1120d7b160000',
      chainId: '0x2105',
    });
  });

  it('ETH on Ethereum: no @chain means chain 1; 1.23e18 and 1230000000000000000 are the same wei', () => {
    const expected = { to: RECIPIENT.toLowerCase(), value: '0x1111d67bb1bb0000', chainId: '0x1' };
    expect(draft(`ethereum:${RECIPIENT}?value=1.23e18`, ETH_MAINNET)).to.deep.equal(expected);
    expect(draft(`ethereum:pay-${RECIPIENT}@1?value=1230000000000000000`, ETH_MAINNET)).to.deep.equal(expected);
    expect(draft(`ethereum:${RECIPIENT}?value=123E16`, ETH_MAINNET)).to.deep.equal(expected);
  });

  // Compared as text: a failed assertion holding a BigInt takes the test page down with it.
  const units = (raw: string | undefined) => String(wholeUnits(raw));

  it('wholeUnits reads EIP-681 numbers exactly, beyond what a float holds', () => {
    expect(units('12500000')).to.equal('12500000');
    expect(units('1.5e18')).to.equal('1500000000000000000');
    expect(units('1.5E18')).to.equal('1500000000000000000');
    expect(units('123456789012345678901234567890')).to.equal('123456789012345678901234567890');
    expect(units('9007199254740993')).to.equal('9007199254740993');
    for (const bad of [undefined, '', '0', '0e5', '1.5', '1.5e-3', '-1', '+1', '0x10', '1e', 'e18', '1,5', '1e+18', '9.8E+13', '.5e1', ' 1']) {
      expect(units(bad), String(bad)).to.equal('undefined');
    }
    expect(units((1n << 256n).toString()), 'above uint256').to.equal('undefined');
    expect(units(((1n << 256n) - 1n).toString())).to.equal(((1n << 256n) - 1n).toString());
  });

  it('transferData: two 32-byte words after the selector, whatever the case of the address', () => {
    const data = transferData('0xABCDEFabcdef0123456789012345678901234567', 1n);
    expect(data).to.have.length(2 + 8 + 64 * 2);
    expect(data).to.equal('0xa9059cbb000000000000000000000000abcdefabcdef0123456789012345678901234567' + '0'.repeat(63) + '1');
  });
});

describe('buildTransaction: every built-in EVM asset, through the real guard', () => {
  for (const a of BUILT_IN_ASSETS.filter((x) => x.scheme === 'ethereum')) {
    it(`${a.symbol} on ${a.network}: the draft pays exactly the link's amount on its chain`, () => {
      for (const amount of ['1.5', '0.000001', '12345.678901']) {
        const uri = linkFor(a, RECIPIENT, amount, { pay: true });
        const check = checkPaymentLink({ uri, address: RECIPIENT, amount, protocol: `${a.symbol} on ${a.network}` });
        expect(check.ok, uri).to.equal(true);
        const d = draft(uri, check.ok ? check.asset : a);
        const units = BigInt(toUnits(amount, a.decimals));
        expect(d.chainId).to.equal('0x' + a.chainId!.toString(16));
        if (a.token) {
          expect(d).to.not.have.property('value');
          expect(d.to).to.equal(a.token.toLowerCase());
          expect(d.data).to.equal(transferData(RECIPIENT, units));
        } else {
          expect(d).to.not.have.property('data');
          expect(d.to).to.equal(RECIPIENT.toLowerCase());
          expect(BigInt(d.value!).toString()).to.equal(units.toString());
        }
      }
    });
  }
});

describe('buildTransaction: links a wallet must not be asked to pay', () => {
  it('a link that is not EVM: no wallet transaction', () => {
    for (const a of BUILT_IN_ASSETS.filter((x) => x.scheme !== 'ethereum')) {
      expect(refused(linkFor(a, ADDRESS_OF[a.scheme], '1.5'), a), a.symbol).to.equal('not-evm');
    }
  });

  it('a link it cannot read to the last unit, or that pays on another chain or token than the asset', () => {
    const token = USDC_BASE.token!;
    for (const [uri, a] of [
      [`ethereum:${RECIPIENT}@1?value=1.5e18`, ETH_BASE],
      [`ethereum:${RECIPIENT}@8453?value=1.5e-3`, ETH_BASE],
      [`ethereum:${RECIPIENT}@8453?value=0x10`, ETH_BASE],
      [`ethereum:${RECIPIENT}@8453?value=1&value=2`, ETH_BASE],
      [`ethereum:${RECIPIENT}@8453`, ETH_BASE],
      [`ethereum:${RECIPIENT}@8453/transfer?address=${RECIPIENT}&uint256=1`, ETH_BASE],
      [`ethereum:${token}@8453?value=1`, USDC_BASE],
      [`ethereum:${USDC_BASE.token}@1/transfer?address=${RECIPIENT}&uint256=1`, USDC_BASE],
      [`ethereum:${asset('USDC', 'Ethereum').token}@8453/transfer?address=${RECIPIENT}&uint256=1`, USDC_BASE],
      [`ethereum:${token}@8453/transfer?address=0x1234&uint256=1`, USDC_BASE],
      [`ethereum:${token}@8453/transfer?uint256=1`, USDC_BASE],
      [`ethereum:${token}@8453/transfer?address=${RECIPIENT}&uint256=1.5`, USDC_BASE],
      [`ethereum:${token}@8453/approve?address=${RECIPIENT}&uint256=1`, USDC_BASE],
      [`bitcoin:${RECIPIENT}?value=1`, ETH_BASE],
      ['ethereum:javascript:alert(1)', ETH_BASE],
      ['not a link', ETH_BASE],
    ] as [string, Asset][]) {
      expect(refused(uri, a), uri).to.equal('unreadable');
    }
  });
});
