/**
 * JSON-RPC 2.0 over the bounded reader (read-json.ts), for the Ethereum and Solana endpoints: one
 * call, one answer, its `result` or why there is none. A node's `error` is a failure of the read,
 * like a network error: the callers count nothing from it.
 */
import { failed, readJson, type Read } from './read-json.js';

/** How a reader reaches its endpoint: a JSON-RPC call (the wallet's provider fits the same shape). */
export type Call = (method: string, params: readonly unknown[]) => Promise<Read<unknown>>;

let id = 0;

export function jsonRpc(url: string, signal?: AbortSignal): Call {
  return async (method, params) => {
    const answer = await readJson(url, { body: { jsonrpc: '2.0', id: ++id, method, params }, signal });
    if (!answer.ok) return answer;
    const { result, error } = (answer.value ?? {}) as { result?: unknown; error?: { message?: unknown } };
    if (error !== undefined) return failed(`answered ${method} with an error (${String(error?.message ?? error)})`);
    return result === undefined ? failed(`answered ${method} without a result`) : { ok: true, value: result };
  };
}

/** The same calls through a browser wallet's EIP-1193 `request`: its rejections become failures too. */
export function eip1193(request: (args: { method: string; params: readonly unknown[] }) => Promise<unknown>): Call {
  return async (method, params) => {
    try {
      return { ok: true, value: await request({ method, params }) };
    } catch (error) {
      return failed(`the wallet failed ${method} (${String((error as { message?: unknown } | null)?.message ?? error)})`);
    }
  };
}
