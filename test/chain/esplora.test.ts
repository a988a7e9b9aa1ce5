/**
 * The Esplora reader against the local Esplora stand-in (scripts/test-chain-apis.js follows
 * Blockstream's esplora `API.md`: "Addresses" `/address/:address/txs`, "Blocks"
 * `/blocks/tip/height`, and its "Transaction format"), tallied as the payment's owner will.
 */
import { expect } from '@open-wc/testing';
import { esploraReader, type EsploraStart } from '../../src/chain/esplora.js';
import { tally } from '../../src/chain/tally.js';
import { btcMine, btcPay, drop, fault, FAULTS, requestsTo, startApis, type ChainApis } from '../helpers/chain-apis.js';

const TO = 'bc1qpaymentrecipient0000000000000000000000';
const OTHER = 'bc1qsomeoneelse000000000000000000000000000';
/** 0.0005 BTC due. */
const DUE = 50_000n;

async function follow(apis: ChainApis, confirmations = 1, address = TO) {
  const reader = esploraReader(apis.esplora, { address });
  const begun = await reader.begin();
  if (!begun.ok) throw new Error(begun.reason);
  const start: EsploraStart = JSON.parse(JSON.stringify(begun.value));
  return async () => {
    const read = await reader.read(start);
    if (!read.ok) throw new Error(read.reason);
    return tally(read.value, DUE, 8, confirmations);
  };
}

describe('chain/esplora', () => {
  it('sees an exact payment in the mempool, then confirmed, then deep enough', async () => {
    const apis = await startApis();
    const status = await follow(apis, 2);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    const txid = await btcPay(apis, [{ address: TO, value: 50_000 }, { address: OTHER, value: 123_456 }]);
    expect(await status()).to.deep.equal({ state: 'confirming', received: '0.0005', depth: 0, confirmations: 2, txHash: txid });
    await btcMine(apis);
    expect(await status()).to.deep.include({ state: 'confirming', depth: 1 });
    await btcMine(apis);
    expect(await status()).to.deep.equal({ state: 'paid', received: '0.0005', txHash: txid });
  });

  it('reads two partial payments: underpaid with the rest due, then paid', async () => {
    const apis = await startApis();
    const status = await follow(apis);
    await btcPay(apis, [{ address: TO, value: 20_000 }], true);
    expect(await status()).to.deep.include({ state: 'underpaid', received: '0.0002', due: '0.0003' });
    await btcPay(apis, [{ address: TO, value: 30_000 }], true);
    expect(await status()).to.deep.include({ state: 'paid', received: '0.0005' });
  });

  it('says how much more an overpayment sent', async () => {
    const apis = await startApis();
    const status = await follow(apis);
    await btcPay(apis, [{ address: TO, value: 60_000 }], true);
    expect(await status()).to.deep.include({ state: 'paid', received: '0.0006', extra: '0.0001' });
  });

  it('counts no output to another address', async () => {
    const apis = await startApis();
    const status = await follow(apis);
    await btcPay(apis, [{ address: OTHER, value: 50_000 }], true);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
  });

  it('counts none of the transactions a reused address had before acceptance, across a reload', async () => {
    const apis = await startApis();
    await btcPay(apis, [{ address: TO, value: 50_000 }], true);
    await btcPay(apis, [{ address: TO, value: 70_000 }]);
    const status = await follow(apis);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await btcMine(apis, 3);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
    await btcPay(apis, [{ address: TO, value: 10_000 }]);
    expect(await status()).to.deep.include({ state: 'underpaid', received: '0.0001' });
  });

  it('matches a bech32 address whatever its case, as a QR code may write it', async () => {
    const apis = await startApis();
    const status = await follow(apis, 1, TO.toUpperCase());
    await btcPay(apis, [{ address: TO, value: 50_000 }], true);
    expect(await status()).to.deep.include({ state: 'paid' });
  });

  it('stops counting a transaction that leaves the mempool', async () => {
    const apis = await startApis();
    const status = await follow(apis);
    const txid = await btcPay(apis, [{ address: TO, value: 50_000 }]);
    expect(await status()).to.deep.include({ state: 'confirming' });
    await drop(apis, txid);
    expect(await status()).to.deep.equal({ state: 'awaiting' });
  });

  it('asks for the receiving address and the tip only', async () => {
    const apis = await startApis();
    const status = await follow(apis);
    await status();
    expect((await requestsTo(apis)).map((r) => r.path)).to.deep.equal([`/esplora/address/${TO}/txs`, `/esplora/address/${TO}/txs`, '/esplora/blocks/tip/height']);
  });

  // A hanging endpoint is the bounded reader's deadline (read-json.test.ts).
  for (const which of FAULTS.filter((f) => f !== 'hang')) {
    it(`fails the read, counting nothing, when the endpoint answers ${which}`, async () => {
      const apis = await startApis();
      const reader = esploraReader(apis.esplora, { address: TO });
      const begun = await reader.begin();
      await btcPay(apis, [{ address: TO, value: 50_000 }], true);
      if (!begun.ok) throw new Error(begun.reason);
      await fault(apis, which);
      expect(await reader.read(begun.value)).to.have.property('ok', false);
      expect(await reader.begin()).to.have.property('ok', false);
    });
  }
});
