/**
 * The EVM reader's plan of `eth_getLogs` spans, without a chain: how far a refused span narrows
 * (the refusals are the words providers answer, as json-rpc.ts and read-json.ts pass them on), and
 * what a read of some blocks does to what is known (reorganisations, nothing counted twice, what
 * is never read again). The reader against a real chain behind a capping endpoint: evm.test.ts.
 */
import { expect } from '@open-wc/testing';
import { logScan, narrower, took, type FoundLog } from '../../src/chain/log-span.js';

/** A node's error, as jsonRpc() reports it. */
const nodeSaid = (message: string) => `answered eth_getLogs with an error (${message})`;
const log = (id: string, block: number, units = 1n): FoundLog => ({ id, tx: id.split(':')[0]!, units, block });
const known = (scan: ReturnType<typeof logScan>) => [...scan.logs.values()].map((l) => `${l.id}@${l.block}`).sort();

describe('chain/log-span', () => {
  describe('narrower: the span to try after a refusal', () => {
    it('takes the limit the node names', () => {
      expect(narrower(151, nodeSaid('exceed maximum block range: 10'))).to.equal(10);
      expect(narrower(151, nodeSaid('block range greater than 100 max'))).to.equal(100);
      // A thousands separator is part of the number.
      expect(narrower(50_001, nodeSaid('eth_getLogs is limited to a 10,000 range'))).to.equal(10_000);
    });

    it('halves when the node names no limit, or only a number that is none', () => {
      expect(narrower(151, nodeSaid('query exceeds max block range'))).to.equal(75);
      expect(narrower(151, nodeSaid('block range is too wide'))).to.equal(75);
      // A count of results no smaller than the span tried; hex block numbers are not read as a limit.
      expect(narrower(151, nodeSaid('query returned more than 10000 results. Try with this block range [0x1a2b, 0x1a3c].'))).to.equal(75);
      // "2K" is not the number 2.
      expect(narrower(5_000, nodeSaid('You can make eth_getLogs requests with up to a 2K block range'))).to.equal(2_500);
    });

    it('never reads an HTTP status or our own reasons as a limit', () => {
      expect(narrower(1_000, 'answered HTTP 413')).to.equal(500);
      expect(narrower(1_000, 'did not answer within 10 s')).to.equal(500);
      expect(narrower(1_000, 'stopped')).to.equal(500);
    });

    it('goes down to one block, and gives up (0) when a single block is refused', () => {
      const tried: number[] = [];
      for (let span = 151; span > 0; span = narrower(span, nodeSaid('query exceeds max block range'))) tried.push(span);
      expect(tried).to.deep.equal([151, 75, 37, 18, 9, 4, 2, 1]);
      expect(narrower(1, nodeSaid('exceed maximum block range: 0'))).to.equal(0);
    });
  });

  describe('took: what a read of some blocks leaves known', () => {
    it('starts knowing nothing, settled nowhere, with no span limit unless the node names its cap (Tron: 5,000)', () => {
      expect(logScan()).to.deep.equal({ settled: 0, span: Infinity, logs: new Map(), held: [] });
      expect(logScan(5000)).to.deep.equal({ settled: 0, span: 5000, logs: new Map(), held: [] });
    });

    it('settles the blocks more than `confirmations` deep, never fewer than before', () => {
      const scan = logScan();
      // Blocks 101..110 read with the newest at 200 (2 confirmations): all deep enough.
      took(scan, 101, 110, [], 198);
      expect(scan.settled).to.equal(110);
      // Blocks 111..200 read: up to 198 settled, 199 and 200 are read again next time.
      took(scan, 111, 200, [], 198);
      expect(scan.settled).to.equal(198);
      // A lagging answer (an older newest block) takes nothing back.
      took(scan, 199, 200, [], 190);
      expect(scan.settled).to.equal(198);
    });

    it('counts a log once, however often its block is read', () => {
      const scan = logScan();
      took(scan, 101, 105, [log('0xa:0', 105)], 104);
      took(scan, 105, 106, [log('0xa:0', 105), log('0xb:3', 106)], 105);
      expect(known(scan)).to.deep.equal(['0xa:0@105', '0xb:3@106']);
    });

    it('drops a log whose block, read again, no longer lists it (a reorganisation took it away)', () => {
      const scan = logScan();
      took(scan, 101, 110, [log('0xa:0', 104), log('0xb:0', 110)], 108);
      took(scan, 109, 112, [], 110);
      expect(known(scan)).to.deep.equal(['0xa:0@104']);
    });

    it('moves a log a reorganisation put in another block, and keeps what lies outside the blocks read', () => {
      const scan = logScan();
      took(scan, 101, 110, [log('0xa:0', 109), log('0xb:0', 110)], 107);
      // 108..109 read again: the transfer is now in 108; 110 is not read this time and keeps its log.
      took(scan, 108, 109, [log('0xa:0', 108)], 107);
      expect(known(scan)).to.deep.equal(['0xa:0@108', '0xb:0@110']);
    });
  });
});
