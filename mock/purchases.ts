/** Realistic answers of the two endpoints, built from the same schemas the client checks. */
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CryptoPurchaseRequest,
  CryptoPurchaseResponse,
  FiatPurchaseRequest,
  FiatPurchaseResponse,
} from '../src/checks/eager-schemas.js';
import { formatDecimal, multiplyDecimal, parseDecimal, shiftDecimal } from '../src/core/decimal.js';
import { BUILT_IN_ASSETS } from '../src/checks/eager-schemas.js';

export const PAYMENT_WINDOW_MS = 15 * 60_000;

interface Coin {
  protocol: string;
  address: string;
  /** Price of one year, in the coin's units, as exact decimal text. */
  pricePerYear: string;
  uri(address: string, amount: string): string;
}

const bip21 = (scheme: string) => (address: string, amount: string) => `${scheme}:${address}?amount=${amount}`;

/** The USDC contract on Base, from the guard's own table (which a test compares with the token list). */
const USDC_ON_BASE = BUILT_IN_ASSETS.find((a) => a.symbol === 'USDC' && a.network === 'Base')!;
/** Tether's TRC-20 contract, from the same table. */
const USDT_ON_TRON = BUILT_IN_ASSETS.find((a) => a.symbol === 'USDT' && a.network === 'Tron')!;
/** A Tron address (base58check, version 0x41): the EVM mock address's 20 bytes, written by tronweb. */
const TRON_ADDRESS = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';
/** USDT on Tron as the market names it: the request's currency code has no dash (the schema's), the label has. */
const USDT_TRC20: Coin = {
  protocol: 'USDT-TRC20',
  address: TRON_ADDRESS,
  pricePerYear: '25.98',
  uri: (address, amount) => `tron:${address}?amount=${amount}&token=${USDT_ON_TRON.token}`,
};

/** Each currency's answer passes the payment-link guard: its `protocol` names the asset its link pays. */
export const COINS: Record<string, Coin> = {
  BTC: { protocol: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', pricePerYear: '0.00021', uri: bip21('bitcoin') },
  LTC: { protocol: 'LTC', address: 'ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr', pricePerYear: '0.18', uri: bip21('litecoin') },
  DOGE: { protocol: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', pricePerYear: '95', uri: bip21('dogecoin') },
  ETH: {
    protocol: 'ETH',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    pricePerYear: '0.0061',
    uri: (address, amount) => `ethereum:${address}@1?value=${formatDecimal(shiftDecimal(parseDecimal(amount)!, 18))}`,
  },
  SOL: {
    protocol: 'SOL',
    address: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    pricePerYear: '0.12',
    uri: (address, amount) => `solana:${address}?amount=${amount}&label=Domain%20purchase`,
  },
  // A stablecoin the way it is asked for: an ERC-20 transfer, in the token's units, on Base.
  USDC: {
    protocol: 'USDC',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    pricePerYear: '24.5',
    uri: (address, amount) =>
      `ethereum:${USDC_ON_BASE.token}@${USDC_ON_BASE.chainId}/transfer?address=${address}&uint256=${formatDecimal(
        shiftDecimal(parseDecimal(amount)!, USDC_ON_BASE.decimals),
      )}`,
  },
  // USDT on Tron, the way the market's checkouts answer it; the screen shows the address's QR code alone.
  USDTTRC20: USDT_TRC20,
  TRX: { protocol: 'TRX', address: TRON_ADDRESS, pricePerYear: '95.5', uri: (address, amount) => `tron:${address}?amount=${amount}` },
};

export function fiatPurchase(request: FiatPurchaseRequest): FiatPurchaseResponse {
  return {
    checkoutId: request.checkoutId,
    orderId: randomUUID(),
    processorCheckoutSession: `cs_test_${randomBytes(12).toString('hex')}`,
    processorCustomerId: `cus_${randomBytes(7).toString('hex')}`,
    processorEphemeralKey: `ek_test_${randomBytes(16).toString('hex')}`,
    processorPublishableKey: 'pk_test_mock0000000000000000000000',
  };
}

export function cryptoPurchase(request: CryptoPurchaseRequest, now: number): CryptoPurchaseResponse | undefined {
  const coin = COINS[request.currency];
  if (!coin) return undefined;
  const amount = formatDecimal(multiplyDecimal(parseDecimal(coin.pricePerYear)!, parseDecimal(String(request.years))!));
  return {
    address: coin.address,
    amount: Number(amount),
    expiryDateEpoch: now + PAYMENT_WINDOW_MS,
    orderId: randomUUID(),
    paymentId: randomUUID(),
    protocol: coin.protocol,
    uri: coin.uri(coin.address, amount),
  };
}
