/**
 * The mock session's EVM chains (mock/evm.ts) over HTTP, as the demo wallet and the element's EVM
 * reader call them: Ethereum JSON-RPC at `/mock/<session>/evm/<chainId>`, a sent transaction
 * pending, then mined by the chain itself, with its receipt, its Transfer log and the balances it moved.
 * Nothing here depends on the machine's speed: the test holds the mempool (anvil's
 * `evm_setAutomine`) while it reads it pending, and the chain mines the whole mempool in one block.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { evmReader, readWalletTx } from '../../src/chain/evm.js';
import { logScan } from '../../src/chain/log-span.js';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { tally } from '../../src/chain/tally.js';
import { mockSession } from '../helpers/mock-session.js';

const PAYER = '0x000000000000000000000000000000000000dead';
const TO = '0x52908400098527886e0f7030069857d2e4169ee7';
const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

async function rpc(url: string, method: string, params: unknown[] = []): Promise<{ result?: any; error?: { code: number } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
  expect(res.status).to.equal(200);
  const answer = await res.json();
  expect(answer).to.include({ jsonrpc: '2.0', id: 7 });
  return answer;
}

describe('mock/evm: a session chain over JSON-RPC', () => {
  it('pays ETH and a token transfer: pending, then mined by itself, read back by the element\'s reader', async () => {
    const url = `${mockSession().root}/evm/8453`;
    expect((await rpc(url, 'eth_chainId')).result).to.equal('0x2105');
    const start = Number((await rpc(url, 'eth_blockNumber')).result);
    const reader = evmReader(jsonRpc(url), { address: TO }, 1, logScan());
    const begun = await reader.begin();
    if (!begun.ok) throw new Error(begun.reason);

    await rpc(url, 'evm_setAutomine', [false]);
    const eth = (await rpc(url, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x15abeaed214000' }])).result as string;
    const usdc = (await rpc(url, 'eth_sendTransaction', [{ from: PAYER, to: USDC, data: `0xa9059cbb${word(TO)}${word('0x1750000')}` }])).result as string;
    expect(eth).to.match(/^0x[0-9a-f]{64}$/);
    expect((await rpc(url, 'eth_getTransactionReceipt', [eth])).result, 'no receipt in the mempool').to.equal(null);
    expect((await rpc(url, 'eth_getTransactionByHash', [eth])).result).to.include({ to: TO, value: '0x15abeaed214000', blockNumber: null });
    const pending = await readWalletTx(jsonRpc(url), eth, { address: TO });
    expect(pending.ok && !pending.value.failed && pending.value.transfers.map((t) => [t.units, t.depth])).to.deep.equal([[6_100_000_000_000_000n, 0]]);

    await rpc(url, 'evm_setAutomine', [true]);
    await waitUntil(async () => Number((await rpc(url, 'eth_blockNumber')).result) > start, 'the chain mines them', { timeout: 15_000, interval: 500 });
    const receipt = (await rpc(url, 'eth_getTransactionReceipt', [usdc])).result;
    expect(receipt).to.include({ status: '0x1', blockNumber: '0x' + (start + 1).toString(16) });
    expect(receipt.logs).to.have.length(1);
    expect(receipt.logs[0]).to.include({ address: USDC, data: '0x' + word('0x1750000'), removed: false });
    expect(receipt.logs[0].topics).to.deep.equal([TRANSFER_TOPIC, '0x' + word(PAYER), '0x' + word(TO)]);
    const logs = (await rpc(url, 'eth_getLogs', [{ fromBlock: '0x' + (start + 1).toString(16), toBlock: 'latest', address: USDC, topics: [TRANSFER_TOPIC, null, '0x' + word(TO)] }])).result;
    expect(logs).to.deep.equal(receipt.logs);
    expect((await rpc(url, 'eth_getLogs', [{ fromBlock: '0x' + (start + 2).toString(16), toBlock: 'latest', address: USDC }])).result).to.deep.equal([]);

    // The coin route reads balances at blocks: what arrived since acceptance is the whole amount.
    const read = await reader.read(begun.value);
    if (!read.ok) throw new Error(read.reason);
    expect(tally(read.value, 6_100_000_000_000_000n, 18, 1)).to.include({ state: 'paid', received: '0.0061' });
  });

  it('mines the whole mempool in one block, however far apart the transactions were sent', async () => {
    const url = `${mockSession().root}/evm/1`;
    const start = Number((await rpc(url, 'eth_blockNumber')).result);
    const first = (await rpc(url, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x1' }])).result as string;
    // Longer than the poll below: a block per transaction's own time would be seen with the first alone.
    await new Promise((go) => setTimeout(go, 1500));
    const second = (await rpc(url, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x2' }])).result as string;
    await waitUntil(async () => Number((await rpc(url, 'eth_blockNumber')).result) > start, 'the chain mines them', { timeout: 15_000, interval: 500 });
    for (const hash of [first, second]) expect((await rpc(url, 'eth_getTransactionReceipt', [hash])).result, hash).to.include({ blockNumber: '0x' + (start + 1).toString(16) });
  });

  it('keeps each session and chain id its own chain, and refuses what it does not answer', async () => {
    const one = mockSession().root;
    await rpc(`${one}/evm/1`, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x1' }]);
    expect((await rpc(`${one}/evm/1`, 'eth_chainId')).result).to.equal('0x1');
    const [hash] = [(await rpc(`${one}/evm/1`, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x2' }])).result];
    expect((await rpc(`${one}/evm/8453`, 'eth_getTransactionByHash', [hash])).result, 'another chain id').to.equal(null);
    expect((await rpc(`${mockSession().root}/evm/1`, 'eth_getTransactionByHash', [hash])).result, 'another session').to.equal(null);
    expect((await rpc(`${one}/evm/1`, 'eth_sign', [PAYER, '0x00'])).error).to.include({ code: -32601 });
    expect((await rpc(`${one}/evm/1`, 'eth_sendTransaction', [{ from: PAYER, to: 'nobody' }])).error).to.include({ code: -32602 });
    expect((await rpc(`${one}/evm/1`, 'eth_getBalance', [TO, 'yesterday'])).error).to.include({ code: -32602 });
    expect((await fetch(`${one}/evm/0`, { method: 'POST', body: '{}' })).status).to.equal(404);
  });
});
