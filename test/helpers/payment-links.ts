/**
 * Payment links as a well-behaved service writes them, per asset, and a receiving address of the
 * right shape for each network: the accepted side of the guard's tests and of the hostile suite.
 */
import type { Asset } from '../../src/payment-link/assets.js';

/** A real-looking receiving address per scheme (bech32, base58, cashaddr, hex; Tron's with its checksum, written by tronweb). */
export const ADDRESS_OF: Record<Asset['scheme'], string> = {
  bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  litecoin: 'ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr',
  dogecoin: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
  bitcoincash: 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
  dash: 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226',
  zcash: 't1Rv4exT7bqhZqi2j7xz8bUHDMxwosrjADU',
  ethereum: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
  tron: 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX',
};

/** Tron addresses whose checksum holds, each written by tronweb's `address.fromHex` from 20 random bytes and 0x41. */
export const TRON_ADDRESSES = [
  'TVEjAM5Re1633tQqKzBwz9xmTAhXBHwW77',
  'TN2VFDcVubkpZPBUABZmsW8JzUMdjSBqew',
  'TSQ5EUvkAgNMaVQ2SEr6DTb84CvE63vvWW',
  'TPT2qFNjuTmuoSzjDcr2fVeg9chzwrpps6',
  'TUmqrzzk4konX76WHMvcDtSELExhJKujgk',
  'TB1kLHr7CXyYbCUNzX2FyQaSgZZQ836pSB',
] as const;

/** `amount` (plain decimal text) × 10^places, as whole-number text; it must have at most `places` decimals. */
export function toUnits(amount: string, places: number): string {
  const [whole, fraction = ''] = amount.split('.');
  if (fraction.length > places) throw new RangeError(`${amount} has more than ${places} places`);
  return (whole + fraction.padEnd(places, '0')).replace(/^0+(?=\d)/, '');
}

export interface LinkShape {
  /** EIP-681: write `@1` for Ethereum (absent means 1), and the `pay-` prefix. */
  chainOnMainnet?: boolean;
  pay?: boolean;
}

/** The link that pays `amount` of `asset` to `address`. */
export function linkFor(asset: Asset, address: string, amount: string, shape: LinkShape = {}): string {
  switch (asset.scheme) {
    case 'ethereum': {
      const chain = asset.chainId === 1 && !shape.chainOnMainnet ? '' : `@${asset.chainId}`;
      const pay = shape.pay ? 'pay-' : '';
      const units = toUnits(amount, asset.decimals);
      return asset.token
        ? `ethereum:${pay}${asset.token}${chain}/transfer?address=${address}&uint256=${units}`
        : `ethereum:${pay}${address}${chain}?value=${units}`;
    }
    case 'solana':
      return `solana:${address}?amount=${amount}${asset.token ? `&spl-token=${asset.token}` : ''}`;
    case 'tron':
      return `tron:${address}?amount=${amount}${asset.token ? `&token=${asset.token}` : ''}`;
    default:
      return `${asset.scheme}:${address}?amount=${amount}`;
  }
}
