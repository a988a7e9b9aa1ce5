/**
 * The Tron-shaped chain of scripts/test-tron-rpc.js (anvil behind fronts that answer as java-tron's
 * JSON-RPC, with our token at USDT's TRC-20 address), driven by server commands.
 */
import { executeServerCommand } from '@web/test-runner-commands';

const command = <T>(name: string, payload?: object) => executeServerCommand<T, object>(name, payload);

/** A new front on the shared node, recording what it is asked (its eth_getLogs cap java-tron's default, 5,000, or `maxBlockRange`): its URL. */
export const tronRpc = async (maxBlockRange?: number) => (await command<{ url: string }>('tron-rpc', { maxBlockRange })).url;
/** Every call the front at `url` was asked, and java-tron's refusal where it refused. */
export const tronAsked = (url: string) => command<{ method: string; params: unknown[]; refused?: string }[]>('tron-asked', { url });
/** Pays `to` (base58 or hex) TRX in sun, or USDT in token units: the transaction hash, mined. */
export const tronPay = (to: string, amount: { sun: bigint } | { units: bigint }) =>
  command<string>('tron-pay', { to, ...('sun' in amount ? { sun: String(amount.sun) } : { units: String(amount.units) }) });
/** Mines `blocks` empty blocks: the tip after. */
export const tronMine = (blocks = 1) => command<number>('tron-mine', { blocks });
/** A base58 Tron address as the 20-byte hex, converted by tronweb. */
export const tronHexOf = (address: string) => command<string>('tron-hex', { address });
/** A new Tron address, base58 (tronweb's base58check) and as the node's 20-byte hex. */
export const freshTronAddress = () => command<{ base58: string; hex: string }>('tron-fresh');
