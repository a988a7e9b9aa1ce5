/**
 * The EVM reader on Tron, against a chain that answers as java-tron's JSON-RPC does
 * (scripts/test-tron-rpc.js: anvil behind a front that refuses base58 addresses, `pending`,
 * numbered blocks for balances and eth_getTransactionCount, answers balances in sun and caps
 * eth_getLogs at 5,000 blocks), our TRC-20 at USDT's address. The reader is handed the 20-byte hex
 * the node takes (the payment file converts the link's base58: test/payment-screen/chain-follower).
 * Logic, not the browser: one engine runs it.
 */
import { expect } from '@open-wc/testing';
import { evmReader, type EvmStart } from '../../src/chain/evm.js';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { logScan, type LogScan } from '../../src/chain/log-span.js';
import { tally } from '../../src/chain/tally.js';
import type { Target } from '../../src/chain/reader.js';
import { onlyIn } from '../helpers/engine.js';
import { freshAddress } from '../helpers/test-wallet.js';
import { tronAsked, tronHexOf, tronMine, tronPay, tronRpc } from '../helpers/tron-chain.js';

/** TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, Tether's TRC-20 contract, without its 0x41 byte. */
const USDT = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';
/** 25.98 USDT, or 12.5 TRX in sun. */
const DUE_USDT = 25_980_000n;
const DUE_SUN = 12_500_000n;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

let url: string;

async function follow(target: Target, confirmations = 1, scan: LogScan = logScan(5000), through = url) {
  const reader = evmReader(jsonRpc(through), target, confirmations, scan, true);
  const begun = await reader.begin();
  if (!begun.ok) throw new Error(begun.reason);
  // Kept as the resumed payment keeps it.
  const start: EvmStart = JSON.parse(JSON.stringify(begun.value));
  return async () => {
    const read = await reader.read(start);
    if (!read.ok) throw new Error(read.reason);
    return tally(read.value, target.token ? DUE_USDT : DUE_SUN, 6, confirmations);
  };
}

describe('chain/evm on Tron (java-tron JSON-RPC)', function () {
  this.timeout(120_000);
  before(async function () {
    await onlyIn(this, ['chromium']);
    url = await tronRpc();
  });

  it("reads USDT at the address the base58 contract decodes to (tronweb's own decoding)", async () => {
    expect(await tronHexOf('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).to.equal(USDT);
  });

  describe('USDT (TRC-20 Transfer logs)', () => {
    it('is paid by the exact amount, "1 of 2" first; the hash is the node\'s, with 0x', async () => {
      const to = freshAddress();
      const status = await follow({ address: to, token: USDT }, 2);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
      const hash = await tronPay(to, { units: DUE_USDT });
      expect(hash).to.match(/^0x[0-9a-f]{64}$/);
      expect(await status()).to.deep.equal({ state: 'confirming', received: '25.98', depth: 1, confirmations: 2, txHash: hash });
      await tronMine();
      expect(await status()).to.deep.equal({ state: 'paid', received: '25.98', txHash: hash });
    });

    it('is underpaid, then overpaid by the rest; counts nothing paid before acceptance or to another address', async () => {
      const to = freshAddress();
      await tronPay(to, { units: DUE_USDT });
      const status = await follow({ address: to, token: USDT });
      await tronPay(freshAddress(), { units: DUE_USDT });
      await tronPay(to, { sun: DUE_SUN });
      expect(await status()).to.deep.equal({ state: 'awaiting' });
      await tronPay(to, { units: 980_000n });
      expect(await status()).to.deep.include({ state: 'underpaid', received: '0.98', due: '25' });
      await tronPay(to, { units: 26_000_000n });
      expect(await status()).to.deep.include({ state: 'paid', received: '26.98', extra: '1' });
    });

    it("behind a node whose operator capped eth_getLogs at 10 blocks: learns the cap from java-tron's refusal, and finds a payment 30 blocks on", async () => {
      const capped = await tronRpc(10);
      const to = freshAddress();
      const status = await follow({ address: to, token: USDT }, 1, logScan(5000), capped);
      await tronMine(30);
      const hash = await tronPay(to, { units: DUE_USDT });
      // 31 blocks at 10 a request: one read, the refusal and four requests.
      expect(await status()).to.deep.equal({ state: 'paid', received: '25.98', txHash: hash });
      const logs = (await tronAsked(capped)).filter((c) => c.method === 'eth_getLogs');
      expect(logs[0]!.refused).to.equal('exceed max block range: 10');
      const spans = logs.slice(1).map((c) => {
        const { fromBlock, toBlock } = c.params[0] as { fromBlock: string; toBlock: string };
        return [Number(toBlock) - Number(fromBlock) + 1, c.refused];
      });
      expect(spans).to.deep.equal([[10, undefined], [10, undefined], [10, undefined], [1, undefined]]);
    });
  });

  describe('TRX (the balance at latest, its depth the blocks it held)', () => {
    it('is paid by the exact amount once the risen balance has held over `confirmations` blocks', async () => {
      const to = freshAddress();
      await tronPay(to, { sun: DUE_SUN });
      const status = await follow({ address: to }, 3);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
      await tronPay(to, { sun: DUE_SUN });
      expect(await status()).to.deep.equal({ state: 'confirming', received: '12.5', depth: 1, confirmations: 3 });
      await tronMine();
      expect(await status()).to.deep.equal({ state: 'confirming', received: '12.5', depth: 2, confirmations: 3 });
      await tronMine();
      expect(await status()).to.deep.equal({ state: 'paid', received: '12.5' });
    });

    it('is underpaid, then paid by the rest, whose own depth counts; overpaid says by how much', async () => {
      const to = freshAddress();
      const status = await follow({ address: to }, 2);
      await tronPay(to, { sun: 2_500_000n });
      expect(await status()).to.deep.include({ state: 'underpaid', received: '2.5', due: '10' });
      await tronMine(3);
      await tronPay(to, { sun: 10_000_001n });
      expect(await status()).to.deep.equal({ state: 'confirming', received: '12.500001', depth: 1, confirmations: 2, extra: '0.000001' });
      await tronMine();
      expect(await status()).to.deep.equal({ state: 'paid', received: '12.500001', extra: '0.000001' });
    });

    it('counts no USDT transfer and no TRX sent elsewhere', async () => {
      const to = freshAddress();
      const status = await follow({ address: to });
      await tronPay(to, { units: DUE_USDT });
      await tronPay(freshAddress(), { sun: DUE_SUN });
      expect(await status()).to.deep.equal({ state: 'awaiting' });
    });
  });

  it("asks only what java-tron answers: hex addresses, balances at latest, no pending, the recipient and the token alone", async () => {
    const fresh = await tronRpc();
    const to = freshAddress();
    for (const target of [{ address: to, token: USDT }, { address: to }]) {
      const reader = evmReader(jsonRpc(fresh), target, 2, logScan(5000), true);
      const begun = await reader.begin();
      if (!begun.ok) throw new Error(begun.reason);
      await tronPay(to, target.token ? { units: DUE_USDT } : { sun: DUE_SUN });
      expect(await reader.read(begun.value)).to.have.property('ok', true);
    }
    const asked = await tronAsked(fresh);
    expect(asked.filter((c) => c.refused)).to.deep.equal([]);
    // Block numbers aside, exactly these calls.
    const sent = JSON.parse(JSON.stringify(asked.map((c) => [c.method, c.params])).replace(/"0x[0-9a-f]{1,16}"/g, '"block"'));
    expect(sent).to.deep.equal([
      ['eth_blockNumber', []],
      ['eth_blockNumber', []],
      ['eth_getLogs', [{ fromBlock: 'block', toBlock: 'block', address: USDT, topics: [TRANSFER_TOPIC, null, '0x' + to.slice(2).padStart(64, '0')] }]],
      ['eth_blockNumber', []],
      ['eth_getBalance', [to, 'latest']],
      ['eth_blockNumber', []],
      ['eth_getBalance', [to, 'latest']],
    ]);
  });
});
