/** The coin types a buyer is offered for a wallet address (SLIP-44 ids); any other id can be typed. */
export const COMMON_COINS: readonly { id: number; name: string }[] = [
  { id: 0, name: 'Bitcoin (BTC)' },
  { id: 2, name: 'Litecoin (LTC)' },
  { id: 3, name: 'Dogecoin (DOGE)' },
  { id: 60, name: 'Ethereum (ETH)' },
  { id: 144, name: 'XRP' },
  { id: 195, name: 'Tron (TRX)' },
  { id: 501, name: 'Solana (SOL)' },
  { id: 1815, name: 'Cardano (ADA)' },
];

export function isCommonCoin(id: number): boolean {
  return COMMON_COINS.some((coin) => coin.id === id);
}
