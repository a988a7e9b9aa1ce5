/**
 * A stand-in browser wallet for the demo page, so the "Pay with <wallet>" flow can be seen without
 * an extension. It says what it is in its name, announces itself by EIP-6963 like a real wallet,
 * and answers the few EIP-1193 requests the widget makes; its "transaction hash" is made up and
 * nothing reaches any chain.
 */
const ACCOUNT = '0x000000000000000000000000000000000000dEaD';
let chainId = '0x2105';

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
        return '0x' + Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
      default:
        throw Object.assign(new Error(`The demo wallet does not do ${method}.`), { code: 4200 });
    }
  },
};

const ICON = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#7a5af8"/></svg>');
const info = Object.freeze({ uuid: crypto.randomUUID(), name: 'Demo wallet (not real)', icon: ICON, rdns: 'org.example.demo-wallet' });
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
window.addEventListener('eip6963:requestProvider', announce);
announce();
