/**
 * Paying from a browser wallet, proven on a real chain (widget.md, "Pay from a browser wallet"):
 * a response like the mock service's goes through the real guard, the transaction is built from
 * the checked link, the test wallet is asked in the contract's order, and the recipient's balance
 * on an anvil node is up by exactly the amount, or unchanged when nothing may be sent.
 */
import { expect } from '@open-wc/testing';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink, type PaymentLinkInput } from '../../src/payment-link/guard.js';
import { firstAccount, pay, type Eip1193Provider, type PayAnswer } from '../../src/wallet/pay.js';
import { splitLink } from '../../src/payment-link/link.js';
import { buildTransaction, type TransactionDraft } from '../../src/wallet/transaction.js';
import { discoverWallets } from '../helpers/discover-wallets.js';
import { announceTwoWallets, balanceOf, freshAddress, minedReceipt, testChains, TestWallet, type TestChains } from '../helpers/test-wallet.js';

const USDC_BASE = BUILT_IN_ASSETS.find((a) => a.symbol === 'USDC' && a.network === 'Base')!;
const BASE = 8453;

/** The crypto answer of the payment service, as the mock writes it, for USDC on Base. */
const usdcOnBase = (address: string): PaymentLinkInput => ({
  protocol: 'USDC',
  address,
  amount: 12.5,
  uri: `ethereum:${USDC_BASE.token}@${BASE}/transfer?address=${address}&uint256=12500000`,
});
const ethOnBase = (address: string): PaymentLinkInput => ({
  protocol: 'ETH',
  address,
  amount: 1.5,
  uri: `ethereum:${address}@${BASE}?value=1.5e18`,
});

/** What a wallet button is handed: the draft of the link the guard accepted, and nothing else. */
function checkedDraft(response: PaymentLinkInput): TransactionDraft {
  const check = checkPaymentLink(response);
  if (!check.ok) throw new Error(`the guard refused ${response.uri}: ${check.reason}`);
  const built = buildTransaction(splitLink(response.uri), check.asset);
  if (!built.ok) throw new Error(`no transaction for ${response.uri}: ${built.reason}`);
  return built.draft;
}

// Balances as text: a failed assertion holding a BigInt takes the test page down with it.
const usdcOf = async (address: string) => String(await balanceOf(BASE, address, USDC_BASE.token));
const weiOf = async (address: string, chainId = BASE) => String(await balanceOf(chainId, address));

let chains: TestChains;
before(async function () {
  this.timeout(120000);
  chains = await testChains();
  console.log(`test chains ready in ${chains.startMs} ms`);
});

describe('pay: proven on the test chain', () => {
  it('the chain has our ERC-20 at the real USDC address on Base, with USDC\'s 6 decimals, and the payer holds it', async () => {
    const wallet = new TestWallet(chains, { name: 'Test Wallet', chainId: BASE });
    const decimals = await wallet.request({ method: 'eth_call', params: [{ to: USDC_BASE.token, data: '0x313ce567' }, 'latest'] });
    expect(Number(decimals)).to.equal(USDC_BASE.decimals);
    expect(await usdcOf(chains.payer)).to.not.equal('0');
  });

  it('USDC on Base, 12.5: one transfer of 12500000 units, and the recipient holds exactly that', async () => {
    const recipient = freshAddress();
    const payerBefore = await balanceOf(BASE, chains.payer, USDC_BASE.token);
    const wallet = new TestWallet(chains, { name: 'Test Wallet', chainId: BASE });
    const draft = checkedDraft(usdcOnBase(recipient));
    expect(wallet.requests, 'nothing is asked before the click').to.deep.equal([]);

    const outcome = await pay(wallet, draft);

    expect(outcome.kind).to.equal('sent');
    const { txHash, chainId } = outcome as Extract<PayAnswer, { kind: 'sent' }>;
    expect(chainId).to.equal(BASE);
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(wallet.requests[2]!.params).to.deep.equal([
      {
        from: chains.payer,
        to: USDC_BASE.token!.toLowerCase(),
        data: '0xa9059cbb' + recipient.slice(2).padStart(64, '0') + (12500000).toString(16).padStart(64, '0'),
        chainId: '0x2105',
      },
    ]);
    expect(await minedReceipt(BASE, txHash)).to.deep.equal({ status: '0x1', from: chains.payer, to: USDC_BASE.token!.toLowerCase() });
    expect(await usdcOf(recipient)).to.equal('12500000');
    expect(await usdcOf(chains.payer)).to.equal(String(payerBefore - 12500000n));
    expect(await weiOf(recipient), 'a token payment carries no ether').to.equal('0');
  });

  it('ETH on Base, value=1.5e18: the recipient holds exactly 1500000000000000000 wei', async () => {
    const recipient = freshAddress();
    const wallet = new TestWallet(chains, { name: 'Test Wallet', chainId: BASE });
    const outcome = await pay(wallet, checkedDraft(ethOnBase(recipient)));
    expect(outcome.kind).to.equal('sent');
    await minedReceipt(BASE, (outcome as Extract<PayAnswer, { kind: 'sent' }>).txHash);
    expect(wallet.requests[2]!.params).to.deep.equal([{ from: chains.payer, to: recipient, value: '0x14d1120d7b160000', chainId: '0x2105' }]);
    expect(await weiOf(recipient)).to.equal('1500000000000000000');
  });

  it('a wallet on chain 1 is switched to Base before anything is sent, and pays there', async () => {
    const recipient = freshAddress();
    const wallet = new TestWallet(chains, { name: 'Test Wallet', chainId: 1 });
    const outcome = await pay(wallet, checkedDraft(usdcOnBase(recipient)));
    expect(outcome).to.include({ kind: 'sent', chainId: BASE });
    await minedReceipt(BASE, (outcome as Extract<PayAnswer, { kind: 'sent' }>).txHash);
    expect(wallet.methods).to.deep.equal([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(wallet.requests[2]!.params).to.deep.equal([{ chainId: '0x2105' }]);
    expect(wallet.chainId).to.equal(BASE);
    expect(await usdcOf(recipient)).to.equal('12500000');
  });

  it('two wallets found by discovery: paying with the second asks nothing of the first', async () => {
    const recipient = freshAddress();
    const { first, second, stop } = announceTwoWallets(chains);
    const store = discoverWallets();
    try {
      const picked = store.wallets().find((w) => w.info.name === 'Second Wallet')!;
      const outcome = await pay(picked.provider, checkedDraft(ethOnBase(recipient)));
      expect(outcome).to.include({ kind: 'sent' });
      // Balances are read once the chain mined it, never before.
      await minedReceipt(BASE, (outcome as Extract<PayAnswer, { kind: 'sent' }>).txHash);
      expect(second.methods).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
      expect(first.requests).to.deep.equal([]);
      expect(await weiOf(recipient)).to.equal('1500000000000000000');
    } finally {
      store.close();
      stop();
    }
  });
});

describe('pay: nothing is sent', () => {
  let recipient: string;
  let wallet: TestWallet;
  beforeEach(() => {
    recipient = freshAddress();
    wallet = new TestWallet(chains, { name: 'Test Wallet', chainId: BASE });
  });
  afterEach(async () => {
    expect(wallet.methods, 'never wallet_addEthereumChain').to.not.include('wallet_addEthereumChain');
    expect(await usdcOf(recipient), 'the recipient received nothing').to.equal('0');
  });

  it('the buyer refuses the transaction in the wallet (4001): rejected', async () => {
    wallet.misbehaviour = { reject: ['eth_sendTransaction'] };
    expect(await pay(wallet, checkedDraft(usdcOnBase(recipient)))).to.deep.equal({ kind: 'rejected' });
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
  });

  it('the buyer refuses to connect (4001): rejected, and nothing more is asked', async () => {
    wallet.misbehaviour = { reject: ['eth_requestAccounts'] };
    expect(await pay(wallet, checkedDraft(usdcOnBase(recipient)))).to.deep.equal({ kind: 'rejected' });
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts']);
  });

  it('the buyer refuses the switch (4001): rejected', async () => {
    wallet.chainId = 1;
    wallet.misbehaviour = { reject: ['wallet_switchEthereumChain'] };
    expect(await pay(wallet, checkedDraft(usdcOnBase(recipient)))).to.deep.equal({ kind: 'rejected' });
    expect(wallet.methods).to.not.include('eth_sendTransaction');
  });

  it('the wallet lacks the chain (4902): missing-chain, no eth_sendTransaction', async () => {
    wallet.chainId = 1;
    wallet.misbehaviour = { switchChain: 'unknown-chain' };
    expect(await pay(wallet, checkedDraft(usdcOnBase(recipient)))).to.deep.equal({ kind: 'missing-chain', chainId: BASE });
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain']);
    expect(await weiOf(recipient, 1)).to.equal('0');
  });

  it('the wallet says yes to the switch but stays on chain 1: missing-chain, no eth_sendTransaction', async () => {
    wallet.chainId = 1;
    wallet.misbehaviour = { switchChain: 'stay' };
    expect(await pay(wallet, checkedDraft(ethOnBase(recipient)))).to.deep.equal({ kind: 'missing-chain', chainId: BASE });
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId']);
    expect(await weiOf(recipient, 1)).to.equal('0');
    expect(await weiOf(recipient)).to.equal('0');
  });

  it('a wallet that never answers strands nothing: Cancel settles at once, its late answer is ignored', async () => {
    wallet.misbehaviour = { hold: ['eth_requestAccounts'] };
    const cancel = new AbortController();
    const paying = pay(wallet, checkedDraft(usdcOnBase(recipient)), cancel.signal);
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts']);
    cancel.abort();
    expect(await paying).to.deep.equal({ kind: 'cancelled' });
    wallet.answerHeld();
    await new Promise((resolve) => setTimeout(resolve));
    expect(wallet.methods, 'nothing asked after the cancel').to.deep.equal(['eth_requestAccounts']);
  });

  it('cancelled before the click is handled: nothing is asked at all', async () => {
    const cancel = new AbortController();
    cancel.abort();
    expect(await pay(wallet, checkedDraft(usdcOnBase(recipient)), cancel.signal)).to.deep.equal({ kind: 'cancelled' });
    expect(wallet.requests).to.deep.equal([]);
  });

  it('an answer to eth_sendTransaction that is not a hash is not trusted', async () => {
    for (const hash of ['0x1234', '0x' + 'g'.repeat(64), 'f'.repeat(66), '0x' + 'a'.repeat(65)]) {
      wallet.misbehaviour = { hash };
      expect(await pay(wallet, checkedDraft(usdcOnBase(recipient))), hash).to.deep.equal({ kind: 'failed', reason: 'bad-hash' });
    }
  });
});

/** A wallet of a few lines for answers the test wallet never gives. */
const answering = (answers: Record<string, () => unknown>): Eip1193Provider & { methods: string[] } => {
  const methods: string[] = [];
  return {
    methods,
    request: async ({ method }) => {
      methods.push(method);
      return answers[method]!();
    },
  };
};
const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7';
const DRAFT: TransactionDraft = { to: ACCOUNT.toLowerCase(), value: '0x1', chainId: '0x2105' };

describe('pay: answers that are not what EIP-1193 promises', () => {
  it('no account, or a chain id that is not hex: failed, nothing sent', async () => {
    for (const accounts of [[], ['0x12'], 'x', null]) {
      const wallet = answering({ eth_requestAccounts: () => accounts });
      expect(await pay(wallet, DRAFT), JSON.stringify(accounts)).to.deep.equal({ kind: 'failed', reason: 'bad-answer' });
      expect(wallet.methods).to.deep.equal(['eth_requestAccounts']);
    }
    const wallet = answering({ eth_requestAccounts: () => [ACCOUNT], eth_chainId: () => 8453 });
    expect(await pay(wallet, DRAFT)).to.deep.equal({ kind: 'failed', reason: 'bad-answer' });
    expect(wallet.methods).to.not.include('eth_sendTransaction');
  });

  it('a 4902 wrapped as some mobile wallets wrap it is a missing chain; other errors fail with their words', async () => {
    const wrapped = answering({
      eth_requestAccounts: () => [ACCOUNT],
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } };
      },
    });
    expect(await pay(wrapped, DRAFT)).to.deep.equal({ kind: 'missing-chain', chainId: BASE });
    const broken = answering({
      eth_requestAccounts: () => {
        throw new Error('Request of type eth_requestAccounts already pending');
      },
    });
    expect(await pay(broken, DRAFT)).to.deep.equal({ kind: 'failed', reason: 'error', message: 'Request of type eth_requestAccounts already pending' });
    const throwsAtOnce: Eip1193Provider = {
      request() {
        throw 'not even a promise';
      },
    };
    expect(await pay(throwsAtOnce, DRAFT)).to.deep.equal({ kind: 'failed', reason: 'error', message: 'not even a promise' });
  });
});

describe('firstAccount ("Use my wallet")', () => {
  it('asks eth_requestAccounts only, and answers the first account', async () => {
    const wallet = new TestWallet(chains, { name: 'Test Wallet' });
    expect(await firstAccount(wallet)).to.deep.equal({ kind: 'account', address: chains.payer });
    expect(wallet.methods).to.deep.equal(['eth_requestAccounts']);
  });

  it('a refusal is rejected, a cancel is cancelled', async () => {
    const wallet = new TestWallet(chains, { name: 'Test Wallet' });
    wallet.misbehaviour = { reject: ['eth_requestAccounts'] };
    expect(await firstAccount(wallet)).to.deep.equal({ kind: 'rejected' });
    wallet.misbehaviour = { hold: ['eth_requestAccounts'] };
    const cancel = new AbortController();
    const asking = firstAccount(wallet, cancel.signal);
    cancel.abort();
    expect(await asking).to.deep.equal({ kind: 'cancelled' });
  });
});
