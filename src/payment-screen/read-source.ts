/**
 * Which of the element's own reads follows a payment: the wallet that sent it (through that
 * wallet's provider: no setting needed), else the chain through the endpoint the host named with
 * `chain-reads` for the payment's network, else none. Pure: the source is made, not called; the
 * key names it in a warning and tells whether it changed.
 */
import type { ChainReads } from '../chain/chain-reads.js';
import type { TrackedPayment } from '../payment/tracked-payment.js';
import type { Eip1193Provider } from '../wallet/pay.js';
import { chainSource, walletSource, type ChainStart, type FollowSource } from './chain-follower.js';

export interface ReadChoice {
  payment: TrackedPayment;
  /** The provider of the wallet that sent `payment`, where the page still has it. */
  provider: Eip1193Provider | undefined;
  /** The host's `chain-reads`, read only when no wallet follows the payment. */
  reads(): ChainReads;
  confirmations: number;
  /** Where an earlier read of the chain began (a reload counts nothing twice); `began` keeps a new one. */
  chainStart: ChainStart | undefined;
  began(start: ChainStart): void;
}

export type ChosenSource = { key: string; source: FollowSource } | undefined;

export function chooseSource({ payment, provider, reads, confirmations, chainStart, began }: ReadChoice): ChosenSource {
  const { sent } = payment;
  if (sent && provider) return { key: `the wallet ${sent.wallet}`, source: walletSource(payment, sent.txHash, provider, confirmations) };
  const chain = chainSource(payment, reads(), confirmations, chainStart, began);
  return chain && { key: `chain-reads endpoint ${chain.endpoint}`, source: chain.source };
}
