/**
 * A stand-in browser wallet for the demo page, so the "Pay with <wallet>" flow can be seen without
 * an extension. It says what it is in its name, announces itself by EIP-6963 like a real wallet,
 * keeps its account and network itself, and passes every other EIP-1193 request (sending, and the
 * reads the element follows the payment with) to the dev server's EVM chain of that network
 * (mock/evm.ts): a transaction it sends is mined there by itself a few seconds later, and no real
 * chain is ever asked anything.
 */
import { MOCK_ROOT } from './mock-root.js';

const ACCOUNT = '0x000000000000000000000000000000000000dEaD';
let chainId = '0x2105';
let ids = 0;

/** One JSON-RPC call to the demo chain of the wallet's network; its error thrown as a wallet's would be. */
async function onChain(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_ROOT}/evm/${Number(chainId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: (ids += 1), method, params: params ?? [] }),
  });
  const answer = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.result;
}

const provider = {
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [ACCOUNT];
      case 'eth_chainId':
        return chainId;
      case 'wallet_switchEthereumChain':
        chainId = (params as [{ chainId: string }])[0].chainId;
        return null;
      case 'eth_sendTransaction':
        return onChain(method, [{ from: ACCOUNT, ...(params as [object])[0] }]);
      default:
        return onChain(method, params);
    }
  },
};

const ICON = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#7a5af8"/></svg>');
const info = Object.freeze({ uuid: crypto.randomUUID(), name: 'Demo wallet (not real)', icon: ICON, rdns: 'org.example.demo-wallet' });
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
window.addEventListener('eip6963:requestProvider', announce);
announce();
