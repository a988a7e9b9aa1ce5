/**
 * The Solana reader against the local Solana JSON-RPC stand-in (scripts/test-chain-apis.js
 * follows Solana's RPC documentation, `docs/rpc/http`: getSlot, getSignaturesForAddress,
 * getTransaction with jsonParsed, getTokenAccountsByOwner), for SOL and USDC.
 */
import { expect } from '@open-wc/testing';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { solanaReader } from '../../src/chain/solana.js';
import { tally } from '../../src/chain/tally.js';
import type { Target } from '../../src/chain/reader.js';
import { drop, fault, FAULTS, requestsTo, solFinalize, solPay, startApis, type ChainApis } from '../helpers/chain-apis.js';

const TO = 'Recipient1111111111111111111111111111111111';
const OTHER = 'SomeoneElse11111111111111111111111111111111';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

/** 0.25 SOL, or 2.5 USDC. */
async function follow(apis: ChainApis, target: Target, confirmations = 1) {
  const reader = solanaReader(jsonRpc(apis.solana), target);
  const begun = await reader.begin();
  if (!begun.ok) throw new Error(begun.reason);
  const due = target.token ? 2_500_000n : 250_000_000n;
  return async () => {
    const read = await reader.read(begun.value);
    if (!read.ok) throw new Error(read.reason);
    return tally(read.value, due, target.token ? 6 : 9, confirmations);
  };
}

describe('chain/solana', () => {
  it('SOL: confirmed, then finalized for two confirmations', async () => {
    const apis = await startApis();
    const status = await follow(apis, { address: TO }, 2);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    const signature = await solPay(apis, { to: TO, lamports: 250_000_000 });
    expect(await status()).to.deep.equal({ state: 'confirming', received: '0.25', depth: 1, confirmations: 2, txHash: signature });
    await solFinalize(apis);
    expect(await status()).to.deep.equal({ state: 'paid', received: '0.25', txHash: signature });
  });

  it('SOL: two partial payments, and an overpayment', async () => {
    const apis = await startApis();
    const status = await follow(apis, { address: TO });
    await solPay(apis, { to: TO, lamports: 100_000_000 });
    expect(await status()).to.deep.include({ state: 'underpaid', received: '0.1', due: '0.15' });
    await solPay(apis, { to: TO, lamports: 200_000_000 });
    expect(await status()).to.deep.include({ state: 'paid', received: '0.3', extra: '0.05' });
  });

  it('SOL: counts nothing sent elsewhere, failed, or from before acceptance', async () => {
    const apis = await startApis();
    await solPay(apis, { to: TO, lamports: 250_000_000 });
    const status = await follow(apis, { address: TO });
    await solPay(apis, { to: OTHER, lamports: 250_000_000 });
    await solPay(apis, { to: TO, lamports: 250_000_000, failed: true });
    expect(await status()).to.deep.equal({ state: 'awaiting' });
  });

  it('USDC: a recipient with no token account yet is nothing received, then paid', async () => {
    const apis = await startApis();
    const status = await follow(apis, { address: TO, token: USDC });
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await solPay(apis, { to: TO, mint: OTHER_MINT, units: 2_500_000 });
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await solPay(apis, { to: TO, mint: USDC, units: 1_000_000 });
    expect(await status()).to.deep.include({ state: 'underpaid', received: '1', due: '1.5' });
    const rest = await solPay(apis, { to: TO, mint: USDC, units: 1_500_000 });
    expect(await status()).to.deep.equal({ state: 'paid', received: '2.5', txHash: rest });
  });

  it('USDC: older transfers to a reused token account do not count', async () => {
    const apis = await startApis();
    await solPay(apis, { to: TO, mint: USDC, units: 2_500_000 });
    const status = await follow(apis, { address: TO, token: USDC });
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await solPay(apis, { to: TO, mint: USDC, units: 2_500_000 });
    expect(await status()).to.deep.include({ state: 'paid', received: '2.5' });
  });

  it("follows the link's reference where it has one, and asks nothing of the recipient then", async () => {
    const apis = await startApis();
    const reference = 'Reference1111111111111111111111111111111111';
    const status = await follow(apis, { address: TO, token: USDC, reference });
    await solPay(apis, { to: TO, mint: USDC, units: 2_500_000 });
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await solPay(apis, { to: TO, mint: USDC, units: 2_500_000, reference });
    expect(await status()).to.deep.include({ state: 'paid' });
    const asked = (await requestsTo(apis)).map((r) => [r.body!.method, r.body!.params[0]]);
    expect(asked.filter(([method]) => method !== 'getTransaction' && method !== 'getSlot')).to.deep.equal([
      ['getSignaturesForAddress', reference],
      ['getSignaturesForAddress', reference],
    ]);
  });

  it('stops counting a transaction that leaves the chain', async () => {
    const apis = await startApis();
    const status = await follow(apis, { address: TO });
    const signature = await solPay(apis, { to: TO, lamports: 250_000_000 });
    expect(await status()).to.deep.include({ state: 'paid' });
    await drop(apis, signature);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
  });

  for (const which of FAULTS.filter((f) => f !== 'hang')) {
    it(`fails the read, counting nothing, when the endpoint answers ${which}`, async () => {
      const apis = await startApis();
      for (const target of [{ address: TO }, { address: TO, token: USDC }]) {
        const reader = solanaReader(jsonRpc(apis.solana), target);
        await fault(apis, null);
        const begun = await reader.begin();
        if (!begun.ok) throw new Error(begun.reason);
        await solPay(apis, target.token ? { to: TO, mint: USDC, units: 2_500_000 } : { to: TO, lamports: 250_000_000 });
        await fault(apis, which);
        expect(await reader.read(begun.value)).to.have.property('ok', false);
        expect(await reader.begin()).to.have.property('ok', false);
      }
    });
  }
});
