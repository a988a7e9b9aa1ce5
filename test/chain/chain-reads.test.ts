/** `chain-reads` and `confirmations` as the host writes them: what is kept, and why each bad entry is not. */
import { expect } from '@open-wc/testing';
import { readChainReads, readConfirmations } from '../../src/chain/chain-reads.js';

describe('chain/chain-reads', () => {
  it('keeps NETWORK=URL entries and the word public, in any spacing', () => {
    const reads = readChainReads('  eip155:8453=https://rpc.example/base \n public\tbip122:000000000019d6689c085ae165831e93=https://esplora.example/api ');
    expect([...reads.endpoints]).to.deep.equal([
      ['eip155:8453', 'https://rpc.example/base'],
      ['bip122:000000000019d6689c085ae165831e93', 'https://esplora.example/api'],
    ]);
    expect(reads.publicTable).to.equal(true);
    expect(reads.ignored).to.deep.equal([]);
  });

  it("takes a Tron JSON-RPC endpoint under Tron mainnet's id", () => {
    const reads = readChainReads('tron:0x2b6653dc=https://tron.example/jsonrpc');
    expect([...reads.endpoints]).to.deep.equal([['tron:0x2b6653dc', 'https://tron.example/jsonrpc']]);
    expect(reads.ignored).to.deep.equal([]);
  });

  it('accepts http: on the loopback names only', () => {
    const reads = readChainReads('eip155:1=http://localhost:8545 eip155:10=http://127.0.0.1:8545/ eip155:137=http://[::1]:8545 eip155:8453=http://rpc.example');
    expect([...reads.endpoints.keys()]).to.deep.equal(['eip155:1', 'eip155:10', 'eip155:137']);
    expect(reads.ignored).to.have.length(1);
    expect(reads.ignored[0]).to.contain('"eip155:8453=http://rpc.example"').and.contain('https:');
  });

  it('ignores each bad entry with its reason, and keeps the rest', () => {
    const reads = readChainReads('base=https://a.example eip155:8453 cosmos:cosmoshub-4=https://a.example solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=javascript:alert(1) eip155:1=https://user:pw@a.example eip155:1=not-a-url eip155:10=https://ok.example');
    expect([...reads.endpoints]).to.deep.equal([['eip155:10', 'https://ok.example']]);
    expect(reads.publicTable).to.equal(false);
    expect(reads.ignored.map((r) => r.split('" ')[1]!.split(';')[0])).to.deep.equal([
      'names "base", which is not a CAIP-2 network id such as eip155:8453',
      'is not NETWORK=URL or "public"',
      'names a network of "cosmos"',
      'needs an https: URL (http: only for localhost, 127.0.0.1 and [::1])',
      'carries credentials in its URL',
      'has no valid URL after "="',
    ]);
  });

  it('reads nothing from nothing, and warns about a value that is not text', () => {
    expect(readChainReads(undefined)).to.deep.equal({ endpoints: new Map(), publicTable: false, ignored: [] });
    expect(readChainReads('')).to.deep.equal({ endpoints: new Map(), publicTable: false, ignored: [] });
    expect(readChainReads({ toString: () => 'public' }).ignored).to.have.length(1);
  });

  it('confirmations: a whole number from 1 to 100, 1 otherwise', () => {
    expect(readConfirmations(undefined)).to.deep.equal({ confirmations: 1 });
    expect(readConfirmations('2')).to.deep.equal({ confirmations: 2 });
    expect(readConfirmations(100)).to.deep.equal({ confirmations: 100 });
    for (const bad of ['0', '101', '1.5', '2e1', 'two', 0, -1, 1.5, NaN, Infinity, true, {}]) {
      const read = readConfirmations(bad);
      expect(read.confirmations, String(bad)).to.equal(1);
      expect(read.problem, String(bad)).to.contain('whole number from 1 to 100');
    }
  });
});
