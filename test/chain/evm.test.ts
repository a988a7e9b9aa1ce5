/**
 * The EVM readers on a real local chain: an anvil node of this test file's own (scripts/test-chain.js
 * `startOwnChain`, Base's chain id, our ERC-20 at USDC's real address), so that its
 * reorganisations disturb no other file. The QR route reads through the node's JSON-RPC; the
 * wallet route through an EIP-1193 `request` that forwards to the same node, as a wallet does.
 */
import { expect } from '@open-wc/testing';
import { evmReader, readWalletTx, type EvmStart } from '../../src/chain/evm.js';
import { eip1193, jsonRpc, type Call } from '../../src/chain/json-rpc.js';
import { logScan } from '../../src/chain/log-span.js';
import { tally } from '../../src/chain/tally.js';
import type { Target } from '../../src/chain/reader.js';
import { transferData } from '../../src/wallet/transaction.js';
import { freshAddress } from '../helpers/test-wallet.js';
import { cappedRpc, fault, FAULTS, logsAsked, ownChain, startApis, type Refusal } from '../helpers/chain-apis.js';

const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
/** `keccak256("mintEach(address[],uint256)")`'s first four bytes: our test token's mint (scripts/test-token.sol). */
const MINT_EACH = '0xdb807e26';
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');
const hex = (n: bigint | number) => '0x' + n.toString(16);
/** 1.5 USDC, or 0.01 ETH. */
const DUE_USDC = 1_500_000n;
const DUE_ETH = 10n ** 16n;

let node: { url: string; payer: string };
let call: Call;

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const read = await call(method, params);
  if (!read.ok) throw new Error(read.reason);
  return read.value;
}

let automine = true;
/** Sends, and while automine is on waits for the receipt (anvil answers the hash before it mines); the hash. */
async function send(tx: object): Promise<string> {
  const hash = (await rpc('eth_sendTransaction', [{ from: node.payer, ...tx }])) as string;
  while (automine && (await rpc('eth_getTransactionReceipt', [hash])) === null);
  return hash;
}
const payUsdc = (to: string, units: bigint, token = USDC) => send({ to: token, data: transferData(to, units) });
const payEth = (to: string, wei: bigint) => send({ to, value: hex(wei) });
const mine = (blocks = 1) => rpc('anvil_mine', [hex(blocks)]);

async function follow(target: Target, confirmations = 1, through = call) {
  const reader = evmReader(through, target, confirmations, logScan());
  const begun = await reader.begin();
  if (!begun.ok) throw new Error(begun.reason);
  // Kept as the resumed payment keeps it.
  const start: EvmStart = JSON.parse(JSON.stringify(begun.value));
  return async () => {
    const read = await reader.read(start);
    if (!read.ok) throw new Error(read.reason);
    return tally(read.value, target.token ? DUE_USDC : DUE_ETH, target.token ? 6 : 18, confirmations);
  };
}

describe('chain/evm', function () {
  // Starting a node and placing the tokens: a few seconds, once per file.
  this.timeout(120_000);
  before(async () => {
    node = await ownChain();
    call = jsonRpc(node.url);
  });

  describe('QR route, a token (eth_getLogs)', () => {
    it('is paid by the exact amount, confirming "1 of 2" first', async () => {
      const to = freshAddress();
      const status = await follow({ address: to, token: USDC }, 2);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
      const hash = await payUsdc(to, DUE_USDC);
      expect(await status()).to.deep.equal({ state: 'confirming', received: '1.5', depth: 1, confirmations: 2, txHash: hash });
      await mine();
      expect(await status()).to.deep.equal({ state: 'paid', received: '1.5', txHash: hash });
    });

    it('is underpaid, then paid by the rest; overpaid says by how much', async () => {
      const to = freshAddress();
      const status = await follow({ address: to, token: USDC });
      await payUsdc(to, 500_000n);
      expect(await status()).to.deep.include({ state: 'underpaid', received: '0.5', due: '1' });
      await payUsdc(to, 1_200_000n);
      expect(await status()).to.deep.include({ state: 'paid', received: '1.7', extra: '0.2' });
    });

    it('counts no other token, no other recipient, and nothing from before acceptance', async () => {
      const to = freshAddress();
      await payUsdc(to, DUE_USDC);
      const status = await follow({ address: to, token: USDC });
      // Our token's code at another address: a Transfer to the recipient, from another contract.
      const other = freshAddress();
      await rpc('anvil_setCode', [other, await rpc('eth_getCode', [USDC, 'latest'])]);
      await send({ to: other, data: MINT_EACH + word('0x40') + word(hex(DUE_USDC)) + word('0x1') + word(to) });
      await payUsdc(freshAddress(), DUE_USDC);
      await payEth(to, DUE_ETH);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
    });

    it('stops counting a transfer a reorganisation takes off the chain', async () => {
      const to = freshAddress();
      const status = await follow({ address: to, token: USDC });
      await payUsdc(to, DUE_USDC);
      expect(await status()).to.deep.include({ state: 'paid' });
      // The newest block replaced by an empty one: the transfer is gone from the chain.
      await rpc('anvil_reorg', [1, []]);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
    });

    it('asks about the recipient and the token only', async () => {
      const to = freshAddress();
      const asked: [string, readonly unknown[]][] = [];
      const reader = evmReader((method, params) => (asked.push([method, params]), call(method, params)), { address: to, token: USDC }, 1, logScan());
      const begun = await reader.begin();
      if (!begun.ok) throw new Error(begun.reason);
      await mine();
      await reader.read(begun.value);
      // Block numbers aside, exactly the token, the Transfer event and the recipient.
      const sent = JSON.parse(JSON.stringify(asked).replace(/"0x[0-9a-f]{1,16}"/g, '"block"'));
      expect(sent).to.deep.equal([
        ['eth_blockNumber', []],
        ['eth_blockNumber', []],
        ['eth_getLogs', [{ fromBlock: 'block', toBlock: 'block', address: USDC, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', null, '0x' + word(to)] }]],
      ]);
    });
  });

  describe('QR route behind an endpoint that caps the blocks of eth_getLogs', () => {
    const tipOf = async () => Number(await rpc('eth_blockNumber'));

    /** Reads through `url` until `done` holds, at most `reads` times, each asking at most 10 eth_getLogs: the last status. */
    async function readUntil(url: string, status: () => Promise<ReturnType<typeof tally>>, done: (s: ReturnType<typeof tally>) => boolean, reads: number) {
      let last: ReturnType<typeof tally> | undefined;
      for (let read = 0; read < reads && !(last && done(last)); read++) {
        const before = (await logsAsked(url)).length;
        last = await status();
        expect((await logsAsked(url)).length - before, 'eth_getLogs in one read').to.be.at.most(10);
      }
      return last!;
    }

    const CAPS: [number, Refusal, string][] = [
      [100, 'unnamed', 'HTTP 200, -32005 "query exceeds max block range"'],
      [10, 'named', 'HTTP 200, "exceed maximum block range: 10"'],
      [10, 'http', 'HTTP 413, "block range is too wide"'],
    ];
    for (const [cap, refusal, said] of CAPS) {
      it(`${cap} blocks, refused with ${said}: a payment before the cap is reached and one 150 blocks after acceptance`, async () => {
        const url = await cappedRpc(node.url, cap, refusal);
        const to = freshAddress();
        const status = await follow({ address: to, token: USDC }, 1, jsonRpc(url));
        await payUsdc(to, 500_000n);
        expect(await status()).to.deep.include({ state: 'underpaid', received: '0.5' });

        await mine(150);
        const hash = await payUsdc(to, 1_000_000n);
        // 152 blocks, at most 10 requests a read: three reads at most (halving to 9 blocks a request).
        const paid = await readUntil(url, status, (s) => s.state === 'paid', 3);
        expect(paid).to.deep.equal({ state: 'paid', received: '1.5', txHash: hash });
        const asked = await logsAsked(url);
        expect(asked.filter((a) => !a.refused).every((a) => a.to - a.from + 1 <= cap)).to.equal(true);

        // The span that worked is kept: 150 more blocks are read without a refusal, each block once
        // but the newest of a read (a reorganisation within 1 confirmation may still replace it).
        await mine(150);
        const from = asked.length;
        await readUntil(url, status, () => false, 2);
        const later = (await logsAsked(url)).slice(from);
        expect(later.filter((a) => a.refused)).to.deep.equal([]);
        for (let i = 1; i < later.length; i++) expect(later[i]!.from).to.be.oneOf([later[i - 1]!.to, later[i - 1]!.to + 1]);
        expect(later.at(-1)!.to).to.equal(await tipOf());

        // Caught up, a read goes on from where the last one stopped: the newest block read before
        // (a reorganisation within 1 confirmation may still replace it) and the one mined since.
        const tip = await tipOf();
        await mine();
        const seen = (await logsAsked(url)).length;
        expect(await status()).to.deep.include({ state: 'paid', received: '1.5' });
        expect((await logsAsked(url)).slice(seen)).to.deep.equal([{ from: tip, to: tip + 1, refused: false }]);
      });
    }

    it('across reorganisations (10-block cap, 3 confirmations): a transfer taken away stops counting, one moved to another block counts once', async () => {
      const url = await cappedRpc(node.url, 10, 'named');
      const to = freshAddress();
      const status = await follow({ address: to, token: USDC }, 3, jsonRpc(url));
      await mine(150);
      await payUsdc(to, DUE_USDC);
      expect(await readUntil(url, status, (s) => s.state !== 'awaiting', 2)).to.deep.include({ state: 'confirming', received: '1.5', depth: 1 });

      // The newest block replaced by an empty one: the transfer is gone.
      await rpc('anvil_reorg', [1, []]);
      expect(await status()).to.deep.equal({ state: 'awaiting' });

      // Paid again; then the last two blocks replaced, the transfer in the first of them: one block deeper, counted once.
      await payUsdc(to, DUE_USDC);
      expect(await status()).to.deep.include({ state: 'confirming', received: '1.5', depth: 1 });
      // (A gas limit of its own: anvil estimates none for the transactions of a reorganisation.)
      await rpc('anvil_reorg', [2, [[{ from: node.payer, to: USDC, data: transferData(to, DUE_USDC), gas: '0x30000' }, 0]]]);
      expect(await status()).to.deep.include({ state: 'confirming', received: '1.5', depth: 2 });
      await mine();
      expect(await status()).to.deep.include({ state: 'paid', received: '1.5' });
    });
  });

  describe("QR route, the chain's own coin (balance difference)", () => {
    it('is paid by the exact amount, "1 of 2" first; the balance before acceptance does not count', async () => {
      const to = freshAddress();
      await payEth(to, DUE_ETH);
      const status = await follow({ address: to }, 2);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
      await payEth(to, DUE_ETH);
      expect(await status()).to.deep.equal({ state: 'confirming', received: '0.01', depth: 1, confirmations: 2 });
      await mine();
      expect(await status()).to.deep.equal({ state: 'paid', received: '0.01' });
    });

    it('is underpaid, then paid by the rest, and forgets what a reorganisation removes', async () => {
      const to = freshAddress();
      const status = await follow({ address: to });
      await payEth(to, DUE_ETH / 4n);
      expect(await status()).to.deep.include({ state: 'underpaid', received: '0.0025', due: '0.0075' });
      await payEth(to, DUE_ETH);
      expect(await status()).to.deep.include({ state: 'paid', received: '0.0125', extra: '0.0025' });
      await rpc('anvil_reorg', [1, []]);
      expect(await status()).to.deep.include({ state: 'underpaid', received: '0.0025' });
    });

    it('counts no token transfer and nothing sent elsewhere', async () => {
      const to = freshAddress();
      const status = await follow({ address: to });
      await payUsdc(to, DUE_USDC);
      await payEth(freshAddress(), DUE_ETH);
      expect(await status()).to.deep.equal({ state: 'awaiting' });
    });
  });

  describe("wallet route (the wallet's provider)", () => {
    const wallet = () => eip1193(({ method, params }) => rpc(method, [...params]));

    it('follows a token payment from the mempool to its depth', async () => {
      const to = freshAddress();
      await rpc('evm_setAutomine', [false]);
      automine = false;
      let hash: string;
      try {
        hash = await payUsdc(to, DUE_USDC);
        expect(await readWalletTx(wallet(), hash, { address: to, token: USDC })).to.deep.equal({
          ok: true,
          value: { failed: false, transfers: [{ id: hash, tx: hash, units: DUE_USDC, depth: 0 }] },
        });
        await mine();
      } finally {
        await rpc('evm_setAutomine', [true]);
        automine = true;
      }
      await mine();
      const read = await readWalletTx(wallet(), hash, { address: to, token: USDC });
      expect(read.ok && !read.value.failed && tally(read.value.transfers, DUE_USDC, 6, 2)).to.deep.equal({ state: 'paid', received: '1.5', txHash: hash });
    });

    it('follows a coin payment, and finds nothing in a transaction paying someone else', async () => {
      const to = freshAddress();
      const hash = await payEth(to, DUE_ETH);
      const read = await readWalletTx(wallet(), hash, { address: to });
      expect(read.ok && !read.value.failed && tally(read.value.transfers, DUE_ETH, 18, 1)).to.deep.equal({ state: 'paid', received: '0.01', txHash: hash });
      expect(await readWalletTx(wallet(), hash, { address: freshAddress() })).to.deep.equal({ ok: true, value: { failed: false, transfers: [] } });
      expect(await readWalletTx(wallet(), hash, { address: to, token: USDC })).to.deep.equal({ ok: true, value: { failed: false, transfers: [] } });
    });

    it('says a transaction that reverted on chain failed', async () => {
      // More than the payer holds: the token's transfer reverts (gas given, so the node mines it).
      const hash = await send({ to: USDC, data: transferData(freshAddress(), 10n ** 40n), gas: '0x30000' });
      expect(await readWalletTx(wallet(), hash, { address: freshAddress(), token: USDC })).to.deep.equal({ ok: true, value: { failed: true } });
    });

    it('finds nothing yet for a hash the node does not know, and fails the read when the wallet fails', async () => {
      const unknown = '0x' + '12'.repeat(32);
      expect(await readWalletTx(wallet(), unknown, { address: freshAddress() })).to.deep.equal({ ok: true, value: { failed: false, transfers: [] } });
      const refusing = eip1193(() => Promise.reject(new Error('disconnected')));
      expect(await readWalletTx(refusing, unknown, { address: freshAddress() })).to.deep.include({ ok: false });
    });
  });

  describe('endpoint faults', () => {
    for (const which of FAULTS.filter((f) => f !== 'hang')) {
      it(`fails the read, counting nothing, when the endpoint answers ${which}`, async () => {
        const apis = await startApis();
        const faulty = jsonRpc(apis.solana);
        let broken = false;
        const switching: Call = (method, params) => (broken ? faulty : call)(method, params);
        for (const target of [{ address: freshAddress(), token: USDC }, { address: freshAddress() }]) {
          broken = false;
          const reader = evmReader(switching, target, 1, logScan());
          const begun = await reader.begin();
          if (!begun.ok) throw new Error(begun.reason);
          await (target.token ? payUsdc(target.address, DUE_USDC) : payEth(target.address, DUE_ETH));
          await fault(apis, which);
          broken = true;
          expect(await reader.read(begun.value)).to.have.property('ok', false);
          expect(await readWalletTx(switching, '0x' + '34'.repeat(32), target)).to.have.property('ok', false);
        }
      });
    }
  });
});
