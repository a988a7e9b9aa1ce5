/**
 * The host's `chain-reads` and `confirmations`, read by the payment file when a payment shows: the
 * first load carries the attributes' text and nothing of the chain. Syntax only here: which
 * networks have a reader, and the `public` table, are networks.ts's. Never throws; each bad entry
 * comes back with its reason, for one console.warn.
 */

/** CAIP-2: a namespace of 3–8 characters, a colon, a reference of 1–32. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** The namespaces an endpoint kind follows: Ethereum JSON-RPC, Esplora HTTP API, Solana JSON-RPC, Tron's Ethereum-compatible JSON-RPC. */
const NAMESPACES = ['eip155', 'bip122', 'solana', 'tron'];
/** Plain http is for an endpoint on the buyer's own machine only. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export interface ChainReads {
  /** Endpoint by CAIP-2 id, as the host named it. */
  endpoints: ReadonlyMap<string, string>;
  /** `public` was named: the table fills the networks the host left out. */
  publicTable: boolean;
  /** Each ignored entry with its reason, in the host's words for the developer. */
  ignored: string[];
}

export function readChainReads(value: unknown): ChainReads {
  const endpoints = new Map<string, string>();
  const ignored: string[] = [];
  let publicTable = false;
  for (const entry of typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : []) {
    if (entry === 'public') {
      publicTable = true;
      continue;
    }
    const equals = entry.indexOf('=');
    const network = entry.slice(0, equals);
    const reason =
      equals < 0
        ? 'is not NETWORK=URL or "public"'
        : !CAIP2.test(network)
          ? `names "${network}", which is not a CAIP-2 network id such as eip155:8453`
          : !NAMESPACES.includes(network.split(':')[0]!)
            ? `names a network of "${network.split(':')[0]}"; endpoints are read for eip155, bip122, solana and tron networks`
            : urlProblem(entry.slice(equals + 1));
    if (reason) ignored.push(`chain-reads entry "${entry}" ${reason}; it is ignored.`);
    else endpoints.set(network, entry.slice(equals + 1));
  }
  if (value !== undefined && value !== null && typeof value !== 'string') ignored.push('chain-reads must be a string of NETWORK=URL entries; it is ignored.');
  return { endpoints, publicTable, ignored };
}

function urlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'has no valid URL after "="';
  }
  if (url.username || url.password) return 'carries credentials in its URL';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname))) return undefined;
  return 'needs an https: URL (http: only for localhost, 127.0.0.1 and [::1])';
}

export const DEFAULT_CONFIRMATIONS = 1;
export const MAX_CONFIRMATIONS = 100;

/** `confirmations`: a whole number from 1 to 100 (attribute text or number); the default, with a reason, otherwise. */
export function readConfirmations(value: unknown): { confirmations: number; problem?: string } {
  if (value === undefined || value === null || value === '') return { confirmations: DEFAULT_CONFIRMATIONS };
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_CONFIRMATIONS) return { confirmations: n };
  return { confirmations: DEFAULT_CONFIRMATIONS, problem: `confirmations must be a whole number from 1 to ${MAX_CONFIRMATIONS}; ${DEFAULT_CONFIRMATIONS} is used.` };
}
