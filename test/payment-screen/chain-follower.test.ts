/**
 * The follower's sources, as the payment's session polls them: through the endpoint the host named
 * for the payment's network (here the local Esplora of scripts/test-chain-apis.js, which follows
 * Blockstream's esplora `API.md`: "Addresses" `/address/:address/txs`, "Blocks"
 * `/blocks/tip/height`, "Transaction format"), and through the wallet that sent the payment. Each
 * read is one status of the contract, or a failed read with its reason; nothing is thrown.
 */
import { expect } from '@open-wc/testing';
import { readChainReads } from '../../src/chain/chain-reads.js';
import type { CryptoPayment } from '../../src/payment/tracked-payment.js';
import { chainSource, walletSource, type ChainStart } from '../../src/payment-screen/chain-follower.js';
import { btcMine, btcPay, fault, requestsTo, startApis, type ChainApis } from '../helpers/chain-apis.js';
import { BTC_ADDRESS, checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { freshTronAddress, tronAsked, tronMine, tronPay, tronRpc } from '../helpers/tron-chain.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
/** The helpers' payment: 0.00021 BTC to BTC_ADDRESS, that is 21,000 sats. */
const DUE_SATS = 21_000;

function payment(response = cryptoResponse()): CryptoPayment {
  return { ...checkedPayment(response), request: { domain: 'example.com', years: 1, currency: 'BTC' } as CryptoPayment['request'], expiresAt: response.expiryDateEpoch };
}

/** The source for a fresh payment through `apis`' Esplora, with the starts it kept. */
function follow(apis: ChainApis, { confirmations = 1, start }: { confirmations?: number; start?: ChainStart } = {}) {
  const began: ChainStart[] = [];
  const chain = chainSource(payment(), readChainReads(`${BITCOIN}=${apis.esplora}`), confirmations, start, (s) => began.push(s));
  if (!chain) throw new Error('no source for Bitcoin');
  const read = () => chain.source({ signal: new AbortController().signal });
  return { chain, read, began };
}

describe('payment-screen/chain-follower', () => {
  describe('chainSource (the QR route)', () => {
    it('reads nothing where the host named no endpoint for the payment\'s network', () => {
      const began: ChainStart[] = [];
      expect(chainSource(payment(), readChainReads(''), 1, undefined, (s) => began.push(s))).to.equal(undefined);
      expect(chainSource(payment(), readChainReads('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://solana.example'), 1, undefined, (s) => began.push(s))).to.equal(undefined);
      expect(began).to.deep.equal([]);
    });

    it('names the endpoint it reads, for the warning', async () => {
      const apis = await startApis();
      expect(follow(apis).chain.endpoint).to.equal(apis.esplora);
    });

    it('begins where the address stands (pending), then sees an exact payment in the mempool, then confirmed', async () => {
      const apis = await startApis();
      const { read, began } = follow(apis);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'pending' } });
      expect(began).to.deep.equal([{ known: [] }]);
      const txid = await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }]);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'seen', received: '0.00021', depth: 0, of: 1, txHash: txid } });
      await btcMine(apis);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '0.00021', txHash: txid } });
      expect(began, 'begun once').to.have.length(1);
    });

    it('reads a partial payment as underpaid, and the rest as paid with nothing extra', async () => {
      const apis = await startApis();
      const { read } = follow(apis);
      await read();
      const first = await btcPay(apis, [{ address: BTC_ADDRESS, value: 6_000 }], true);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'underpaid', received: '0.00006', txHash: first } });
      const rest = await btcPay(apis, [{ address: BTC_ADDRESS, value: 15_000 }], true);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '0.00021', txHash: rest } });
    });

    it('shows the depth "of" the confirmations the host asked for', async () => {
      const apis = await startApis();
      const { read } = follow(apis, { confirmations: 2 });
      await read();
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      expect(await read()).to.deep.include({ ok: true }).and.nested.include({ 'status.state': 'seen', 'status.depth': 1, 'status.of': 2 });
    });

    it('counts no transfer the address had before reading began, on this page or after a reload', async () => {
      const apis = await startApis();
      const before = await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      const { read, began } = follow(apis);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'pending' } });
      expect(began).to.deep.equal([{ known: [before] }]);
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'pending' } });
      // A reloaded page goes on from the kept start (as JSON, as the tab keeps it), and begins nothing anew.
      const again = follow(apis, { start: JSON.parse(JSON.stringify(began[0])) });
      const paidNow = await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      expect(await again.read()).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '0.00021', txHash: paidNow } });
      expect(again.began).to.deep.equal([]);
    });

    it('asks the endpoint about the receiving address and the tip only', async () => {
      const apis = await startApis();
      const { read } = follow(apis);
      await read();
      await read();
      expect((await requestsTo(apis)).map((r) => r.path)).to.deep.equal([`/esplora/address/${BTC_ADDRESS}/txs`, `/esplora/address/${BTC_ADDRESS}/txs`, '/esplora/blocks/tip/height']);
    });

    it('a failed read is a value with its reason, at the beginning and later; nothing is counted or begun', async () => {
      const apis = await startApis();
      await fault(apis, 'fail');
      const { read, began } = follow(apis);
      expect(await read()).to.deep.equal({ ok: false, reason: 'answered HTTP 500' });
      expect(began).to.deep.equal([]);
      await fault(apis, null);
      await read();
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await fault(apis, 'types');
      expect(await read()).to.deep.equal({ ok: false, reason: 'answered a tip height of the wrong type' });
    });
  });

  describe('chainSource on Tron (tron:0x2b6653dc, a java-tron JSON-RPC: scripts/test-tron-rpc.js)', () => {
    const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    async function followTron(response: (address: string) => ReturnType<typeof cryptoResponse>, confirmations = 1) {
      const url = await tronRpc();
      const to = await freshTronAddress();
      const chain = chainSource(payment(response(to.base58)), readChainReads(`tron:0x2b6653dc=${url}`), confirmations, undefined, () => {});
      if (!chain) throw new Error('no source for Tron');
      const read = () => chain.source({ signal: new AbortController().signal });
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'pending' } });
      return { url, to, read };
    }

    it("follows USDT-TRC20 by the contract's Transfer logs, asking with the hex java-tron takes", async () => {
      const { url, to, read } = await followTron((a) => cryptoResponse({ address: a, amount: 25.98, protocol: 'USDT-TRC20', uri: `tron:${a}?amount=25.98&token=${USDT}` }));
      const hash = await tronPay(to.base58, { units: 25_980_000n });
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '25.98', txHash: hash } });
      const asked = await tronAsked(url);
      expect(asked.filter((c) => c.refused)).to.deep.equal([]);
      const logs = asked.find((c) => c.method === 'eth_getLogs')!.params[0] as { address: string; topics: unknown[] };
      expect([logs.address, logs.topics[2]]).to.deep.equal(['0xa614f803b6fd780986a42c78ec9c7f77e6ded13c', '0x' + to.hex.slice(2).padStart(64, '0')]);
    });

    it('follows TRX by the balance at latest, its depth the blocks the risen balance held', async () => {
      const { url, to, read } = await followTron((a) => cryptoResponse({ address: a, amount: 12.5, protocol: 'TRX', uri: `tron:${a}?amount=12.5` }), 2);
      await tronPay(to.base58, { sun: 12_500_000n });
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'seen', received: '12.5', depth: 1, of: 2 } });
      await tronMine();
      expect(await read()).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '12.5' } });
      const balances = (await tronAsked(url)).filter((c) => c.method === 'eth_getBalance');
      expect(balances.map((c) => c.params)).to.deep.equal(balances.map(() => [to.hex, 'latest']));
      expect((await tronAsked(url)).filter((c) => c.refused)).to.deep.equal([]);
    });
  });

  describe('walletSource (the wallet route)', () => {
    const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7';
    const HASH = '0x' + 'ab'.repeat(32);
    const usdc = () =>
      payment(cryptoResponse({ address: RECIPIENT, amount: 12.5, protocol: 'USDC', uri: `ethereum:${USDC_BASE}@8453/transfer?address=${RECIPIENT}&uint256=12500000` }));
    /** A wallet's provider answering from a fixed chain view: the receipt of the payment, and the tip. */
    const provider = (receipt: unknown, tip = '0x10') => ({
      request: async ({ method }: { method: string }) => ({ eth_getTransactionReceipt: receipt, eth_blockNumber: tip, eth_getTransactionByHash: null })[method],
    });
    const transferLog = (units: bigint) => ({
      address: USDC_BASE,
      topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', '0x' + '1'.padStart(64, '0'), '0x' + RECIPIENT.slice(2).toLowerCase().padStart(64, '0')],
      data: '0x' + units.toString(16).padStart(64, '0'),
      blockNumber: '0x10',
      transactionHash: HASH,
      logIndex: '0x0',
    });
    const read = (p: { request: (args: { method: string }) => Promise<unknown> }, confirmations = 1) => walletSource(usdc(), HASH, p, confirmations)({ signal: new AbortController().signal });

    it('reads what the mined transaction paid the recipient, to its depth', async () => {
      const receipt = { status: '0x1', blockNumber: '0x10', logs: [transferLog(12_500_000n)] };
      expect(await read(provider(receipt))).to.deep.equal({ ok: true, status: { state: 'confirmed', received: '12.5', txHash: HASH } });
      expect(await read(provider(receipt), 2)).to.deep.equal({ ok: true, status: { state: 'seen', received: '12.5', depth: 1, of: 2, txHash: HASH } });
    });

    it('says a transaction that reverted failed, and a refusing wallet is a failed read', async () => {
      expect(await read(provider({ status: '0x0', blockNumber: '0x10', logs: [] }))).to.deep.equal({ ok: true, status: { state: 'failed', txHash: HASH } });
      const refusing = { request: () => Promise.reject(new Error('Disconnected')) };
      expect(await read(refusing)).to.deep.equal({ ok: false, reason: 'the wallet failed eth_getTransactionReceipt (Disconnected)' });
    });
  });
});
