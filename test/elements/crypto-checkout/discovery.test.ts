/**
 * The contract's "Discovery" through the element: wallet discovery starts when the first crypto
 * element connects (not when the package is imported, which a server does too), and a wallet that
 * announced itself before any element connected is offered as well as one that came after. Two
 * elements share one listener: the page's wallets are asked once.
 */
import { expect } from '@open-wc/testing';
import { hasButton } from '../../helpers/buyer.js';
import { answer, cryptoResponse, ETH_ADDRESS, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession } from '../../helpers/mock-session.js';
import { TestWallet, type TestChains } from '../../helpers/test-wallet.js';

const NO_CHAIN: TestChains = { rpc: {}, payer: '0x0000000000000000000000000000000000000001', startMs: 0 };
const ETH_ON_BASE = cryptoResponse({ address: ETH_ADDRESS, amount: 1.5, protocol: 'ETH', uri: `ethereum:${ETH_ADDRESS}@8453?value=1.5e18` });

describe('<market-crypto-checkout> wallet discovery', () => {
  it('offers a wallet announced before any element connected and one announced after, asking the page once', async () => {
    let asked = 0;
    window.addEventListener('eip6963:requestProvider', () => (asked += 1));
    const early = new TestWallet(NO_CHAIN, { name: 'Early Wallet', chainId: 8453 });
    early.announce();
    expect(asked, 'the element module is imported, and nothing asked yet').to.equal(0);

    const session = mockSession();
    await session.script(answer(ETH_ON_BASE));
    const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED });
    expect(asked, 'asked at the first connect').to.equal(1);
    const late = new TestWallet(NO_CHAIN, { name: 'Late Wallet', chainId: 8453 });
    late.announce();
    await mountCrypto({ 'base-url': session.baseUrl(), ...FILLED });
    expect(asked, 'a second element shares the listener').to.equal(1);

    await payNow(el);
    expect(hasButton(el, 'Pay with Early Wallet'), 'the early wallet').to.equal(true);
    expect(hasButton(el, 'Pay with Late Wallet'), 'the late wallet').to.equal(true);
    expect(early.requests.concat(late.requests), 'nothing asked of a wallet').to.deep.equal([]);
  });
});
