/**
 * The asset rules of the payment-link guard (widget.md, "Payment-link rules"): every built-in
 * asset accepted in the link a wallet would pay, and each way a link could pay something other
 * than what the screen names refused: another asset, network, contract, mint, recipient or unit.
 */
import { expect } from '@open-wc/testing';
import { type Asset } from '../../src/payment-link/assets.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink, type PaymentLinkInput } from '../../src/payment-link/guard.js';
import { readAssets } from '../../src/payment-link/read-assets.js';
import { ADDRESS_OF, linkFor, toUnits, TRON_ADDRESSES } from '../helpers/payment-links.js';
import { bech32, bytesToWords, mintInvoice, type InvoiceOptions } from '../../mock/mint-invoice.js';

const asset = (symbol: string, network: string) =>
  BUILT_IN_ASSETS.find((a) => a.symbol === symbol && a.network === network)!;
const name = (a: Asset) => `${a.symbol} on ${a.network}`;

const ETH_ADDRESS = ADDRESS_OF.ethereum;
const OTHER_ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE8';
const SOL_ADDRESS = ADDRESS_OF.solana;
const USDC_ETHEREUM = asset('USDC', 'Ethereum');
const USDC_BASE = asset('USDC', 'Base');
const USDT_POLYGON = asset('USDT', 'Polygon').token!;
const USDC_SOLANA = asset('USDC', 'Solana');
const USDT_SOLANA = asset('USDT', 'Solana');

const OTHER_ASSET = 'the payment link pays another asset than the label names';
const OTHER_NETWORK = 'the payment link pays on another network than the label names';
const OTHER_TOKEN = 'the token in the payment link differs';
const ADDRESS_DIFFERS = 'the address in the payment link differs';
const AMOUNT_DIFFERS = 'the amount in the payment link differs';
const MALFORMED = 'the payment link is malformed';
const NOT_ALLOWED = 'the payment link uses a scheme that is not allowed';

function refusal(input: PaymentLinkInput, assets?: readonly Asset[]): string {
  const result = checkPaymentLink(input, assets);
  expect(result.ok, `${input.uri} was accepted for ${input.protocol}`).to.equal(false);
  return result.ok ? '' : result.reason;
}

function accepted(input: PaymentLinkInput, assets?: readonly Asset[]): string {
  const result = checkPaymentLink(input, assets);
  expect(result.ok, `${input.uri} for ${input.protocol}: ${JSON.stringify(result)}`).to.equal(true);
  return result.ok ? name(result.asset) : '';
}

describe('checkPaymentLink: every built-in asset', () => {
  for (const a of BUILT_IN_ASSETS) {
    const address = ADDRESS_OF[a.scheme];
    const amount = '1.5';
    const uri = linkFor(a, address, amount);

    it(`accepts ${name(a)}: ${uri}`, () => {
      expect(accepted({ uri, address, amount: 1.5, protocol: `${a.symbol} on ${a.network}` })).to.equal(name(a));
      // The symbol alone: the link's network decides, and the result says which.
      expect(accepted({ uri, address, amount: 1.5, protocol: a.symbol.toLowerCase() })).to.equal(name(a));
      expect(accepted({ uri, address, amount: '1.50', protocol: a.symbol })).to.equal(name(a));
    });

    it(`${name(a)}: refuses another recipient, one smallest unit more or less, and another asset's label`, () => {
      const other = a.scheme === 'ethereum' ? OTHER_ETH_ADDRESS : address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a');
      expect(refusal({ uri: linkFor(a, other, amount), address, amount: 1.5, protocol: a.symbol })).to.equal(ADDRESS_DIFFERS);
      const unit = `0.${'0'.repeat(a.decimals - 1)}1`;
      for (const off of [addDecimal('1.5', unit), subtractUnit('1.5', unit)]) {
        const reason = refusal({ uri: linkFor(a, address, off), address, amount: 1.5, protocol: a.symbol });
        expect(reason, off).to.equal(AMOUNT_DIFFERS);
      }
      const stranger = a.symbol === 'BTC' ? 'LTC' : 'BTC';
      expect(refusal({ uri, address, amount: 1.5, protocol: stranger })).to.equal(OTHER_ASSET);
    });
  }
});

describe('checkPaymentLink: the rows of issue #13', () => {
  it('refuses a bitcoin: link shown as LTC (the wallet would pay 1.5 BTC)', () => {
    const uri = `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.5`;
    expect(refusal({ uri, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'LTC' })).to.equal(OTHER_ASSET);
  });

  it('refuses an ether value shown as USDC', () => {
    const uri = `ethereum:${ETH_ADDRESS}?value=1500000000000000000`;
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_ASSET);
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC on Ethereum' })).to.equal(OTHER_ASSET);
  });

  it('refuses "ETH" with @137 (pays POL on Polygon), accepts POL there', () => {
    const uri = `ethereum:${ETH_ADDRESS}@137?value=1500000000000000000`;
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' })).to.equal(OTHER_NETWORK);
    expect(accepted({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'POL' })).to.equal('POL on Polygon');
  });

  it('reads "ETH" with @8453 as ETH on Base, and refuses it for "ETH on Ethereum"', () => {
    const uri = `ethereum:${ETH_ADDRESS}@8453?value=1500000000000000000`;
    expect(accepted({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' })).to.equal('ETH on Base');
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH on Ethereum' })).to.equal(OTHER_NETWORK);
  });

  it('refuses "SOL" with an spl-token (pays a token)', () => {
    const uri = `solana:${SOL_ADDRESS}?amount=1.5&spl-token=${USDC_SOLANA.token}`;
    expect(refusal({ uri, address: SOL_ADDRESS, amount: 1.5, protocol: 'SOL' })).to.equal(OTHER_ASSET);
  });

  it('refuses @8453 for "USDC on Ethereum", even with the Base contract', () => {
    const uri = linkFor(USDC_BASE, ETH_ADDRESS, '1.5');
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC on Ethereum' })).to.equal(OTHER_NETWORK);
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC-ERC20' })).to.equal(OTHER_NETWORK);
  });

  it('refuses unknown schemes with the right address and amount: search-ms:, ms-*:, any other', () => {
    for (const scheme of ['search-ms', 'ms-settings', 'ms-word', 'monero', 'web+pay', 'bitcoin2', 'solana-pay']) {
      const uri = `${scheme}:${ADDRESS_OF.bitcoin}?amount=1.5&crumb=location:\\\\evil.example`;
      expect(refusal({ uri, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' }), scheme).to.equal(NOT_ALLOWED);
    }
  });

  it('refuses a BIP-21 req- parameter, in any case', () => {
    for (const param of ['req-note=1', 'req-x=', 'REQ-pop=abc', 'req-amount=1']) {
      const uri = `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.5&${param}`;
      expect(refusal({ uri, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' }), param).to.equal(
        'the payment link requires a parameter we cannot check',
      );
    }
  });

  it('accepts the ERC-20 transfer a stablecoin payment is asked with (refused outright before)', () => {
    const uri = `ethereum:${USDC_BASE.token}@8453/transfer?address=${ETH_ADDRESS}&uint256=1500000`;
    expect(accepted({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('USDC on Base');
    expect(accepted({ uri: uri.replace(':', ':pay-'), address: ETH_ADDRESS, amount: 1.5, protocol: 'usdc-base' })).to.equal('USDC on Base');
    expect(accepted({ uri: uri.replace('1500000', '1.5e6'), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('USDC on Base');
  });
});

describe('checkPaymentLink: tokens', () => {
  const transfer = (contract: string, chain: string, query: string) => `ethereum:${contract}${chain}/transfer?${query}`;

  it('refuses another contract on the right network', () => {
    const uri = transfer(USDT_POLYGON, '@137', `address=${ETH_ADDRESS}&uint256=1500000`);
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_TOKEN);
    const lookalike = USDC_ETHEREUM.token!.slice(0, -1) + '9';
    expect(refusal({ uri: transfer(lookalike, '', `address=${ETH_ADDRESS}&uint256=1500000`), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_TOKEN);
  });

  it('accepts a contract in any letter case, refuses a token on a chain with no such asset', () => {
    const lower = transfer(USDC_ETHEREUM.token!.toLowerCase(), '@1', `address=${ETH_ADDRESS.toLowerCase()}&uint256=1500000`);
    expect(accepted({ uri: lower, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('USDC on Ethereum');
    const bsc = transfer(USDC_ETHEREUM.token!, '@56', `address=${ETH_ADDRESS}&uint256=1500000`);
    expect(refusal({ uri: bsc, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_NETWORK);
  });

  it('refuses another recipient, a missing or named one', () => {
    const at = (query: string) => transfer(USDC_ETHEREUM.token!, '', query);
    expect(refusal({ uri: at(`address=${OTHER_ETH_ADDRESS}&uint256=1500000`), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(ADDRESS_DIFFERS);
    expect(refusal({ uri: at('uint256=1500000'), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(MALFORMED);
    expect(refusal({ uri: at('address=buyer.eth&uint256=1500000'), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(MALFORMED);
  });

  it('refuses units one off, in ether instead of token units, signed, hex or missing', () => {
    const at = (units: string) => transfer(USDC_ETHEREUM.token!, '', `address=${ETH_ADDRESS}&uint256=${units}`);
    for (const units of ['1500001', '1499999', '1500000000000000000']) {
      expect(refusal({ uri: at(units), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' }), units).to.equal(AMOUNT_DIFFERS);
    }
    for (const units of ['-1500000', '+1500000', '0x16e360', '1500000.5', '1.5', '']) {
      expect(refusal({ uri: at(units), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' }), units).to.equal(
        'the amount in the payment link is malformed',
      );
    }
    const none = transfer(USDC_ETHEREUM.token!, '', `address=${ETH_ADDRESS}`);
    expect(refusal({ uri: none, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('the amount in the payment link is missing');
  });

  it('refuses anything beside the recipient and the amount: value, gas, amount, another function', () => {
    for (const extra of ['value=1', 'gasPrice=999999999999', 'amount=1.5', 'label=x']) {
      const uri = transfer(USDC_ETHEREUM.token!, '', `address=${ETH_ADDRESS}&uint256=1500000&${extra}`);
      expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' }), extra).to.equal(MALFORMED);
    }
    const approve = `ethereum:${USDC_ETHEREUM.token}/approve?address=${ETH_ADDRESS}&uint256=1500000`;
    expect(refusal({ uri: approve, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('unsupported payment link');
  });

  it('refuses a coin value with a second amount, and @0 or a padded chain id', () => {
    const coin = `ethereum:${ETH_ADDRESS}?value=1500000000000000000&amount=1.5`;
    expect(refusal({ uri: coin, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' })).to.equal(MALFORMED);
    for (const chain of ['@0', '@01', '@', '@1.0']) {
      const uri = `ethereum:${ETH_ADDRESS}${chain}?value=1500000000000000000`;
      expect(refusal({ uri, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' }), chain).to.equal(MALFORMED);
    }
  });

  it('refuses an amount the token cannot carry (more places than its decimals)', () => {
    const uri = transfer(USDC_ETHEREUM.token!, '', `address=${ETH_ADDRESS}&uint256=1`);
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 0.0000015, protocol: 'USDC' })).to.equal(AMOUNT_DIFFERS);
    const btc = `bitcoin:${ADDRESS_OF.bitcoin}?amount=0.000000015`;
    expect(refusal({ uri: btc, address: ADDRESS_OF.bitcoin, amount: 0.000000015, protocol: 'BTC' })).to.equal(
      'the amount has more places than the asset',
    );
  });
});

describe('checkPaymentLink: Solana Pay tokens', () => {
  const pay = (query: string) => `solana:${SOL_ADDRESS}?${query}`;

  it('requires spl-token exactly when the asset is a token, equal to its mint', () => {
    expect(accepted({ uri: pay(`amount=1.5&spl-token=${USDC_SOLANA.token}`), address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('USDC on Solana');
    expect(refusal({ uri: pay('amount=1.5'), address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_ASSET);
    expect(refusal({ uri: pay(`amount=1.5&spl-token=${USDT_SOLANA.token}`), address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_TOKEN);
    expect(refusal({ uri: pay(`amount=1.5&spl-token=${USDC_SOLANA.token!.toLowerCase()}`), address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(OTHER_TOKEN);
    expect(refusal({ uri: pay(`amount=1.5&spl-token=${USDC_SOLANA.token}`), address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC on Ethereum' })).to.equal(OTHER_ASSET);
  });

  it('refuses an spl-token given twice, or an amount with more places than the mint has', () => {
    const twice = pay(`amount=1.5&spl-token=${USDC_SOLANA.token}&spl-token=${USDC_SOLANA.token}`);
    expect(refusal({ uri: twice, address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('the payment link repeats a parameter');
    const fine = pay(`amount=1.0000001&spl-token=${USDC_SOLANA.token}`);
    expect(refusal({ uri: fine, address: SOL_ADDRESS, amount: 1.0000001, protocol: 'USDC' })).to.equal('the amount has more places than the asset');
  });

  it('allows repeated reference keys on Solana Pay only', () => {
    const ref = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
    expect(accepted({ uri: pay(`amount=1.5&reference=${ref}&reference=${ref}`), address: SOL_ADDRESS, amount: 1.5, protocol: 'SOL' })).to.equal('SOL on Solana');
    const btc = `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.5&reference=a&reference=b`;
    expect(refusal({ uri: btc, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' })).to.equal('the payment link repeats a parameter');
  });

  it('refuses transaction requests', () => {
    const uri = `solana:https://evil.example/tx?spl-token=${USDC_SOLANA.token}`;
    expect(refusal({ uri, address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('unsupported payment link');
  });
});

describe('checkPaymentLink: USDT and TRX on Tron (widget.md, "USDT on Tron")', () => {
  const TRON = ADDRESS_OF.tron;
  const USDT = asset('USDT', 'Tron').token!;
  const tron = (query: string, address = TRON) => `tron:${address}?${query}`;
  const usdt = (query: string, address = TRON) => ({ uri: tron(query, address), address, amount: '25.98', protocol: 'USDT-TRC20' });
  const trx = (query: string, address = TRON) => ({ uri: tron(query, address), address, amount: '25.98', protocol: 'TRX' });
  const NOT_TRON = 'the address is not a Tron address';

  it('accepts USDT by the names the market gives it, and by the symbol alone', () => {
    for (const protocol of [
      'USDT-TRC20', 'USDT.TRC20', 'USDTTRC20', 'usdttrc20', 'USDT_TRC20', 'USDT TRC20', 'USDT (TRC20)', 'USDT-TRC-20',
      'USDT on Tron', 'USDT-TRON', 'usdt.tron', 'USDT_Tron', 'USDT',
    ]) {
      expect(accepted({ ...usdt(`amount=25.98&token=${USDT}`), protocol }), protocol).to.equal('USDT on Tron');
    }
    // Parameters in either order.
    expect(accepted(usdt(`token=${USDT}&amount=25.98`))).to.equal('USDT on Tron');
    for (const protocol of ['TRX', 'trx', 'TRX on Tron', 'TRX-TRON']) {
      expect(accepted({ ...trx('amount=25.98'), protocol }), protocol).to.equal('TRX on Tron');
    }
  });

  it('refuses a USDT link without token (a wallet pays TRX), and TRX with one', () => {
    expect(refusal(usdt('amount=25.98'))).to.equal(OTHER_ASSET);
    expect(refusal({ ...usdt('amount=25.98'), protocol: 'USDT' })).to.equal(OTHER_ASSET);
    expect(refusal(trx(`amount=25.98&token=${USDT}`))).to.equal(OTHER_ASSET);
  });

  it('refuses another contract, or the contract in another letter case (base58 is exact)', () => {
    expect(refusal(usdt(`amount=25.98&token=${TRON_ADDRESSES[0]}`))).to.equal(OTHER_TOKEN);
    expect(refusal(usdt(`amount=25.98&token=${USDT.toLowerCase()}`))).to.equal(OTHER_TOKEN);
    expect(refusal(usdt('amount=25.98&token='))).to.equal(OTHER_TOKEN);
    expect(refusal(usdt(`amount=25.98&token=${USDT}&token=${USDT}`))).to.equal('the payment link repeats a parameter');
  });

  it('refuses another amount: one sun more or less, missing, in exponent notation, or with more places than 6', () => {
    expect(refusal(usdt(`amount=25.980001&token=${USDT}`))).to.equal(AMOUNT_DIFFERS);
    expect(refusal(trx('amount=25.979999'))).to.equal(AMOUNT_DIFFERS);
    expect(refusal(usdt(`token=${USDT}`))).to.equal('the amount in the payment link is missing');
    expect(refusal(usdt(`amount=2.598e1&token=${USDT}`))).to.equal('the amount in the payment link is malformed');
    expect(refusal(usdt(`amount=25.9800000&token=${USDT}`))).to.equal('the amount has more places than the asset');
  });

  it('refuses another address, one whose checksum is broken, a hex form, or another version byte', () => {
    expect(refusal({ ...usdt(`amount=25.98&token=${USDT}`, TRON_ADDRESSES[1]), address: TRON })).to.equal(ADDRESS_DIFFERS);
    // One letter's case: another base58 address, whose checksum fails too.
    const swap = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
    const recased = TRON.slice(0, 4) + swap(TRON[4]!) + TRON.slice(5);
    expect(recased).not.to.equal(TRON);
    expect(refusal({ ...usdt(`amount=25.98&token=${USDT}`, recased), address: TRON })).to.equal(ADDRESS_DIFFERS);
    // The same broken address in the field and the link: refused for what it is.
    const broken = `${TRON.slice(0, -1)}${TRON.endsWith('X') ? 'Y' : 'X'}`;
    expect(refusal(usdt(`amount=25.98&token=${USDT}`, broken))).to.equal(NOT_TRON);
    expect(refusal(trx('amount=25.98', broken))).to.equal(NOT_TRON);
    // tronweb's isAddress takes the 41… hex form: a Tron wallet's QR code does not.
    for (const hex of ['4152908400098527886e0f7030069857d2e4169ee7', '0x52908400098527886E0F7030069857D2E4169EE7']) {
      expect(refusal(usdt(`amount=25.98&token=${USDT}`, hex)), hex).to.equal(NOT_TRON);
      expect(refusal({ ...usdt(`amount=25.98&token=${USDT}`, hex), address: TRON }), hex).to.equal(ADDRESS_DIFFERS);
    }
    // Version 0x42: its checksum holds, it starts with T.
    expect(refusal(trx('amount=25.98', 'TgqNX25ScHUthcrddsNp9Tg7FSo8SbGnhX'))).to.equal(NOT_TRON);
  });

  it('refuses any other parameter, a known one in another letter case included', () => {
    for (const extra of ['memo=a', 'label=Domain', 'message=x', 'req-x=1', 'x=']) {
      expect(refusal(usdt(`amount=25.98&token=${USDT}&${extra}`)), extra).to.equal(MALFORMED);
    }
    expect(refusal(usdt(`amount=25.98&TOKEN=${USDT}`))).to.equal(MALFORMED);
    expect(refusal(usdt(`Amount=25.98&token=${USDT}`))).to.equal(MALFORMED);
    expect(refusal(usdt(`amount=25.98&token=${USDT}&Token=${USDT}`))).to.equal('the payment link repeats a parameter');
    expect(refusal(trx('amount=25.98&memo=order-1'))).to.equal(MALFORMED);
  });

  it('refuses an ethereum: link for a Tron label, and a tron: link for another network\'s', () => {
    const erc20 = asset('USDT', 'Ethereum').token!;
    const ethereum = `ethereum:${erc20}/transfer?address=${ETH_ADDRESS}&uint256=${toUnits('25.98', 6)}`;
    expect(refusal({ uri: ethereum, address: ETH_ADDRESS, amount: '25.98', protocol: 'USDT-TRC20' })).to.equal(OTHER_ASSET);
    expect(refusal({ uri: `ethereum:${ETH_ADDRESS}?value=${toUnits('25.98', 18)}`, address: ETH_ADDRESS, amount: '25.98', protocol: 'TRX' })).to.equal(OTHER_ASSET);
    const solana = `solana:${SOL_ADDRESS}?amount=25.98&spl-token=${USDT_SOLANA.token}`;
    expect(refusal({ uri: solana, address: SOL_ADDRESS, amount: '25.98', protocol: 'USDT.TRC20' })).to.equal(OTHER_ASSET);
    for (const protocol of ['USDT on Ethereum', 'USDT-ERC20', 'USDT on Solana', 'USDC', 'ETH', 'BTC']) {
      expect(refusal({ ...usdt(`amount=25.98&token=${USDT}`), protocol }), protocol).to.equal(OTHER_ASSET);
    }
  });
});

describe('checkPaymentLink: assets a host adds', () => {
  const read = readAssets([
    { symbol: 'USDC', network: 'Avalanche', scheme: 'ethereum', chainId: 43114, token: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6 },
  ]);
  const added = [...BUILT_IN_ASSETS, ...('assets' in read ? read.assets : [])];
  const uri = `ethereum:0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E@43114/transfer?address=${ETH_ADDRESS}&uint256=${toUnits('2.25', 6)}`;

  it('accepts their links under their labels, and the symbol alone then includes them', () => {
    expect(accepted({ uri, address: ETH_ADDRESS, amount: 2.25, protocol: 'USDC on Avalanche' }, added)).to.equal('USDC on Avalanche');
    expect(accepted({ uri, address: ETH_ADDRESS, amount: 2.25, protocol: 'USDC' }, added)).to.equal('USDC on Avalanche');
  });

  it('refuses them without the host\'s list', () => {
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 2.25, protocol: 'USDC' })).to.equal(OTHER_NETWORK);
    expect(refusal({ uri, address: ETH_ADDRESS, amount: 2.25, protocol: 'USDC on Avalanche' })).to.equal('the currency label names no known asset');
  });
});

/** `a + b` for plain decimal text, by whole units. */
function addDecimal(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const sum = BigInt(toUnits(a, places)) + BigInt(toUnits(b, places));
  return fromUnits(sum, places);
}

function subtractUnit(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  return fromUnits(BigInt(toUnits(a, places)) - BigInt(toUnits(b, places)), places);
}

function fromUnits(units: bigint, places: number): string {
  const text = units.toString().padStart(places + 1, '0');
  return places ? `${text.slice(0, -places)}.${text.slice(-places)}`.replace(/\.?0+$/, '') : text;
}

describe('checkPaymentLink: amounts written with more places than the asset has', () => {
  it('refuses them even when the value is right (a wallet refuses or rounds them)', () => {
    const sol = `solana:${SOL_ADDRESS}?amount=1.5000000&spl-token=${USDC_SOLANA.token}`;
    expect(refusal({ uri: sol, address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('the amount has more places than the asset');
    const btc = `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.500000000`;
    expect(refusal({ uri: btc, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' })).to.equal('the amount has more places than the asset');
    expect(accepted({ uri: `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.50000000`, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' })).to.equal('BTC on Bitcoin');
  });
});

describe('checkPaymentLink: keys the guard reads, in another letter case', () => {
  it('refuses them: a wallet that ignores case would pay what the guard did not read', () => {
    const sol = `solana:${SOL_ADDRESS}?amount=1.5&SPL-TOKEN=${USDC_SOLANA.token}`;
    expect(refusal({ uri: sol, address: SOL_ADDRESS, amount: 1.5, protocol: 'SOL' })).to.equal(MALFORMED);
    const eth = `ethereum:${ETH_ADDRESS}?Value=1500000000000000000`;
    expect(refusal({ uri: eth, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' })).to.equal(MALFORMED);
    const transfer = `ethereum:${USDC_ETHEREUM.token}/transfer?Address=${OTHER_ETH_ADDRESS}&address=${ETH_ADDRESS}&uint256=1500000`;
    expect(refusal({ uri: transfer, address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal(MALFORMED);
  });
});

describe('checkPaymentLink: numbers wallets read (EIP-681: digits, fraction, exponent of digits only)', () => {
  const coin = (value: string) => `ethereum:${ETH_ADDRESS}?value=${value}`;
  const token = (units: string) => `ethereum:${USDC_ETHEREUM.token}/transfer?address=${ETH_ADDRESS}&uint256=${units}`;

  it('accepts exponent notation without a sign, in either letter case', () => {
    for (const value of ['1.5e18', '1.5E18', '15e17', '1500000000000000000e0']) {
      expect(accepted({ uri: coin(value), address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' }), value).to.equal('ETH on Ethereum');
    }
    expect(accepted({ uri: token('1.5e6'), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' })).to.equal('USDC on Ethereum');
  });

  it('refuses a sign anywhere: in the exponent (9.8E+13, 1e-3), before the number, or both', () => {
    // 9.8E+13 wei is 0.000098 ETH and 15e+17 is 1.5 ETH: right values, in a form wallets cannot read.
    const cases: [string, number][] = [
      ['9.8E+13', 0.000098],
      ['15e+17', 1.5],
      ['1500000000000000000000e-3', 1.5],
      ['+1.5e18', 1.5],
      ['-1.5e18', 1.5],
      ['1.5e18+', 1.5],
      ['1.5e+-18', 1.5],
    ];
    for (const [value, amount] of cases) {
      expect(refusal({ uri: coin(value), address: ETH_ADDRESS, amount, protocol: 'ETH' }), value).to.equal(
        'the amount in the payment link is malformed',
      );
    }
    for (const units of ['1.5e+6', '15e+5', '1500000000e-3']) {
      expect(refusal({ uri: token(units), address: ETH_ADDRESS, amount: 1.5, protocol: 'USDC' }), units).to.equal(
        'the amount in the payment link is malformed',
      );
    }
  });

  it('refuses an exponent with no digits, or a fraction with none', () => {
    for (const value of ['1.5e', '15.e17', '.15e19', '1.5e18.0']) {
      expect(refusal({ uri: coin(value), address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' }), value).to.equal(
        'the amount in the payment link is malformed',
      );
    }
  });
});

describe('checkPaymentLink: the link to show', () => {
  it('is the link with its scheme in lower case and nothing else changed, whatever case the service wrote', () => {
    const cases: [string, PaymentLinkInput][] = [
      ['ETHEREUM', { uri: `ETHEREUM:${ETH_ADDRESS}?value=1.5E18`, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' }],
      ['Ethereum', { uri: `Ethereum:pay-${ETH_ADDRESS}@8453?value=1500000000000000000`, address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH' }],
      ['BitCoin', { uri: `BitCoin:${ADDRESS_OF.bitcoin.toUpperCase()}?amount=1.50&label=Shop`, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' }],
      ['SOLANA', { uri: `SOLANA:${SOL_ADDRESS}?amount=1.5&spl-token=${USDC_SOLANA.token}&reference=${SOL_ADDRESS}`, address: SOL_ADDRESS, amount: 1.5, protocol: 'USDC' }],
      ['bitcoin', { uri: `bitcoin:${ADDRESS_OF.bitcoin}?amount=1.5`, address: ADDRESS_OF.bitcoin, amount: 1.5, protocol: 'BTC' }],
    ];
    for (const [scheme, input] of cases) {
      const result = checkPaymentLink(input);
      expect(result.ok, scheme).to.equal(true);
      const shown = result.ok ? result.shown : '';
      expect(shown, scheme).to.equal(scheme.toLowerCase() + input.uri.slice(scheme.length));
    }
  });
});

describe('checkPaymentLink: Lightning (widget.md, "Lightning")', () => {
  const BTC = ADDRESS_OF.bitcoin;
  /** 0.0015 BTC: 150,000 sat, 150,000,000 msat. */
  const AMOUNT = 0.0015;
  const MSAT = 150_000_000n;
  const NOW = Date.UTC(2026, 10, 29, 5, 0);
  const NOW_S = NOW / 1000;
  const fresh = (options: InvoiceOptions = {}) => mintInvoice({ amountMsat: MSAT, timestamp: NOW_S, ...options });
  const unified = (invoice: string, address = BTC) => `bitcoin:${address}?amount=0.0015&lightning=${invoice}`;
  const check = (input: Partial<PaymentLinkInput>, assets?: readonly Asset[]) =>
    checkPaymentLink({ uri: '', address: BTC, amount: AMOUNT, protocol: 'BTC', ...input }, assets, NOW);
  const reason = (input: Partial<PaymentLinkInput>, assets?: readonly Asset[]) => {
    const result = check(input, assets);
    expect(result.ok, `${input.uri} was accepted`).to.equal(false);
    return result.ok ? '' : result.reason;
  };

  it('accepts a unified link whose invoice pays the amount, and returns the invoice it checked', () => {
    const minted = fresh({ expiry: 900 });
    const result = check({ uri: unified(minted.invoice) });
    if (!result.ok) throw new Error(result.reason);
    expect(name(result.asset)).to.equal('BTC on Bitcoin');
    expect(result.shown).to.equal(unified(minted.invoice));
    expect(result.invoice).to.deep.equal({
      network: 'lnbc',
      amountMsat: MSAT,
      timestamp: NOW_S,
      expiresAt: NOW_S + 900,
      paymentHash: minted.paymentHash,
      paymentSecret: minted.paymentSecret,
      description: 'Domain renewal',
      request: minted.invoice,
    });
  });

  it('reads the invoice in either case and the parameter names in any case (BIP-321)', () => {
    const { invoice } = fresh();
    const upper = `BITCOIN:${BTC.toUpperCase()}?amount=0.0015&LIGHTNING=${invoice.toUpperCase()}`;
    const result = check({ uri: upper });
    expect(result.ok && result.invoice?.request).to.equal(invoice.toUpperCase());
    expect(check({ uri: unified(invoice).replace('lightning=', 'Lightning=') }).ok).to.equal(true);
  });

  it('accepts a Lightning-only link for a label that names Lightning, the address being the invoice', () => {
    const minted = fresh();
    for (const protocol of ['BTC on Lightning', 'Lightning', 'LN', 'ln', 'btc ON lightning']) {
      const result = check({ uri: `lightning:${minted.invoice}`, address: minted.invoice.toUpperCase(), protocol });
      if (!result.ok) throw new Error(`${protocol}: ${result.reason}`);
      expect(name(result.asset), protocol).to.equal('BTC on Bitcoin');
      expect(result.invoice?.paymentHash).to.equal(minted.paymentHash);
      expect(result.shown).to.equal(`lightning:${minted.invoice}`);
    }
    expect(check({ uri: `LIGHTNING:${minted.invoice.toUpperCase()}`, address: minted.invoice, protocol: 'LN' }).ok).to.equal(true);
  });

  it('refuses a Lightning-only link for an on-chain label, another invoice as the address, or with a query', () => {
    const { invoice } = fresh();
    expect(reason({ uri: `lightning:${invoice}`, address: invoice, protocol: 'BTC' })).to.equal(OTHER_ASSET);
    expect(reason({ uri: `lightning:${invoice}`, address: invoice, protocol: 'USDC on Lightning' })).to.equal(OTHER_ASSET);
    expect(reason({ uri: `lightning:${invoice}`, address: fresh().invoice, protocol: 'LN' })).to.equal(ADDRESS_DIFFERS);
    expect(reason({ uri: `lightning:${invoice}?amount=0.0015`, address: invoice, protocol: 'LN' })).to.equal(MALFORMED);
    // A unified link is for the on-chain label: a Lightning label names no on-chain asset.
    expect(reason({ uri: unified(invoice), protocol: 'Lightning' })).to.equal('the currency label names no known asset');
  });

  it('refuses an invoice for another amount, by one millisatoshi, or for any amount', () => {
    for (const amountMsat of [MSAT - 1n, MSAT + 1n, MSAT * 10n, 15_000_000n]) {
      expect(reason({ uri: unified(fresh({ amountMsat }).invoice) }), String(amountMsat)).to.equal(AMOUNT_DIFFERS);
    }
    const anyAmount = mintInvoice({ timestamp: NOW_S });
    expect(reason({ uri: unified(anyAmount.invoice) })).to.equal('the amount in the payment link is missing');
    expect(reason({ uri: `lightning:${anyAmount.invoice}`, address: anyAmount.invoice, protocol: 'LN' })).to.equal('the amount in the payment link is missing');
  });

  it('compares in millisatoshi exactly: an amount below one satoshi, and one with more places than a satoshi', () => {
    // 0.00000000001 BTC is one millisatoshi; 0.1 + 0.2 in floating point is not 0.3.
    const tiny = mintInvoice({ amountMsat: 1n, timestamp: NOW_S }).invoice;
    expect(check({ uri: `lightning:${tiny}`, address: tiny, protocol: 'LN', amount: '0.00000000001' }).ok).to.equal(true);
    const sum = mintInvoice({ amountMsat: 30_000_000_000n, timestamp: NOW_S }).invoice;
    expect(check({ uri: `lightning:${sum}`, address: sum, protocol: 'LN', amount: 0.3 }).ok).to.equal(true);
    expect(reason({ uri: `lightning:${sum}`, address: sum, protocol: 'LN', amount: 0.1 + 0.2 })).to.equal(AMOUNT_DIFFERS);
  });

  it('refuses an invoice whose deadline is less than a minute away, or past', () => {
    const atLeast = fresh({ timestamp: NOW_S - 3600 + 60 });
    expect(check({ uri: unified(atLeast.invoice) }).ok).to.equal(true);
    for (const options of [{ timestamp: NOW_S - 3600 + 59 }, { timestamp: NOW_S - 7200 }, { expiry: 59 }, { expiry: 0 }]) {
      expect(reason({ uri: unified(fresh(options).invoice) }), JSON.stringify(options)).to.equal('the lightning invoice expires too soon');
    }
  });

  it('refuses an invoice for another network than the asset\'s, and takes a host asset\'s test network', () => {
    for (const network of ['lntb', 'lntbs', 'lnbcrt']) {
      expect(reason({ uri: unified(fresh({ network }).invoice) }), network).to.equal(OTHER_NETWORK);
    }
    const read = readAssets([{ symbol: 'tBTC', network: 'Bitcoin Testnet', scheme: 'bitcoin', decimals: 8, lightning: 'lntb' }]);
    if (!('assets' in read)) throw new Error(read.problem);
    const assets = [...BUILT_IN_ASSETS, ...read.assets];
    const testnet = fresh({ network: 'lntb' }).invoice;
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    expect(check({ uri: unified(testnet, address), address, protocol: 'tBTC' }, assets).ok).to.equal(true);
    expect(reason({ uri: unified(fresh().invoice, address), address, protocol: 'tBTC' }, assets)).to.equal(OTHER_NETWORK);
    // "Lightning" names every asset paid over Lightning: the invoice's network decides.
    const lightningOnly = check({ uri: `lightning:${testnet}`, address: testnet, protocol: 'Lightning' }, assets);
    expect(lightningOnly.ok && name(lightningOnly.asset)).to.equal('tBTC on Bitcoin Testnet');
    expect(check({ uri: `lightning:${testnet}`, address: testnet, protocol: 'tBTC on Lightning' }, assets).ok).to.equal(true);
    expect(reason({ uri: `lightning:${testnet}`, address: testnet, protocol: 'BTC on Lightning' }, assets)).to.equal(OTHER_NETWORK);
  });

  it('refuses lightning= beside any other coin: only BTC is paid over Lightning', () => {
    const { invoice } = fresh();
    for (const a of [asset('LTC', 'Litecoin'), asset('ETH', 'Ethereum'), asset('SOL', 'Solana')]) {
      const uri = `${linkFor(a, ADDRESS_OF[a.scheme], '0.0015')}&lightning=${invoice}`;
      expect(reason({ uri, address: ADDRESS_OF[a.scheme], protocol: a.symbol }), a.symbol).to.equal(OTHER_NETWORK);
    }
  });

  it('refuses LNURL, lightning://, a BOLT12 offer in any link, and a second lightning=', () => {
    const { invoice } = fresh();
    // LUD-01: an https address in bech32 under the prefix lnurl; checksummed, yet no network's invoice.
    const lnurl = bech32('lnurl', bytesToWords(new TextEncoder().encode('https://service.example/lnurl-pay?tag=payRequest'))).toUpperCase();
    const UNKNOWN = 'the lightning invoice names an unknown network or amount';
    expect(reason({ uri: `bitcoin:${BTC}?amount=0.0015&lightning=${lnurl}` })).to.equal(UNKNOWN);
    expect(reason({ uri: `lightning:${lnurl}`, address: lnurl, protocol: 'LN' })).to.equal(UNKNOWN);
    expect(reason({ uri: `lightning://${invoice}`, address: invoice, protocol: 'LN' })).to.equal(ADDRESS_DIFFERS);
    expect(reason({ uri: `lightning://${invoice}`, address: `//${invoice}`, protocol: 'LN' })).to.equal('the lightning invoice is not bech32');
    const offer = 'lno1pqps7sjqpgtyzm3qv4uxzmtsd3jjqer9wd3hy6tsw35k7msjzfpy7nz5yqcnygrfdej82um5wf5k2uckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd5xvxg';
    for (const uri of [`bitcoin:${BTC}?amount=0.0015&lno=${offer}`, `bitcoin:${BTC}?amount=0.0015&lightning=${invoice}&LNO=${offer}`, `${linkFor(asset('ETH', 'Base'), ADDRESS_OF.ethereum, '0.0015')}&lno=${offer}`]) {
      expect(reason({ uri, address: uri.startsWith('ethereum') ? ADDRESS_OF.ethereum : BTC, protocol: uri.startsWith('ethereum') ? 'ETH' : 'BTC' }), uri).to.equal(
        'the payment link carries a lightning offer',
      );
    }
    expect(reason({ uri: `${unified(invoice)}&lightning=${invoice}` })).to.equal('the payment link repeats a parameter');
    expect(reason({ uri: `${unified(invoice)}&LIGHTNING=${fresh().invoice}` })).to.equal('the payment link repeats a parameter');
  });

  it('refuses the whole link for any invoice the decoder refuses, the on-chain part right or not', () => {
    // Its last character changed, whatever it was: a fresh invoice is random, and one in 32 ends in `q`.
    const minted = fresh().invoice;
    const broken = [
      minted.slice(0, -1) + (minted.endsWith('q') ? 'p' : 'q'),
      fresh({ fields: (f) => f.filter(({ tag }) => tag !== 's') }).invoice,
      'lnbc1500u1pj9x7xmpp5qqqsyqcyq5rqwzqf',
      '',
    ];
    for (const invoice of broken) {
      expect(reason({ uri: unified(invoice) }), invoice).to.match(/^the lightning invoice /);
    }
  });

  it('still checks the on-chain part of a unified link', () => {
    const { invoice } = fresh();
    expect(reason({ uri: `bitcoin:${BTC}?amount=0.0016&lightning=${invoice}` })).to.equal(AMOUNT_DIFFERS);
    expect(reason({ uri: unified(invoice, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') })).to.equal(ADDRESS_DIFFERS);
    expect(reason({ uri: `bitcoin:${BTC}?lightning=${invoice}` })).to.equal('the amount in the payment link is missing');
  });
});
