/** Every built-in network has a CAIP-2 id and an explorer; the public table and the host's entries combine as the contract says. */
import { expect } from '@open-wc/testing';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { endpointFor, EXPLORERS, explorerLink, networkId, PUBLIC_ENDPOINTS } from '../../src/chain/networks.js';
import { readChainReads } from '../../src/chain/chain-reads.js';

describe('chain/networks', () => {
  it('gives every built-in asset the CAIP-2 id of its network, one id per network', () => {
    const ids = new Map(BUILT_IN_ASSETS.map((asset) => [asset.network, networkId(asset)]));
    expect(Object.fromEntries(ids)).to.deep.equal({
      Bitcoin: 'bip122:000000000019d6689c085ae165831e93',
      Litecoin: 'bip122:12a765e31ffd4059bada1e25190f6e98',
      Dogecoin: 'bip122:1a91e3dace36e2be3bf030a65679fe82',
      'Bitcoin Cash': 'bip122:000000000000000000651ef99cb9fcbe',
      Dash: 'bip122:00000ffd590b1485b3caadc19b22e637',
      Zcash: 'bip122:00040fe8ec8471911baa1db1266ea15d',
      Ethereum: 'eip155:1',
      Base: 'eip155:8453',
      'Arbitrum One': 'eip155:42161',
      'OP Mainnet': 'eip155:10',
      Polygon: 'eip155:137',
      Solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      Tron: 'tron:0x2b6653dc',
    });
    // Each id is one the chain-reads parser accepts.
    for (const id of ids.values()) expect(readChainReads(`${id}=https://a.example`).ignored, id).to.deep.equal([]);
  });

  it('has an explorer for every built-in network, and public endpoints only for known networks, all https', () => {
    const ids = new Set(BUILT_IN_ASSETS.map(networkId));
    expect(new Set(Object.keys(EXPLORERS))).to.deep.equal(ids);
    for (const id of Object.keys(PUBLIC_ENDPOINTS)) expect(ids.has(id), id).to.equal(true);
    for (const url of [...Object.values(PUBLIC_ENDPOINTS), ...Object.values(EXPLORERS)]) expect(new URL(url).protocol).to.equal('https:');
  });

  it("has no id for a host's asset on an unknown network", () => {
    expect(networkId({ scheme: 'ethereum' })).to.equal(undefined);
  });

  it("takes the host's endpoint first, the public table only when named", () => {
    const base = 'eip155:8453';
    expect(endpointFor(base, readChainReads(''))).to.equal(undefined);
    expect(endpointFor(base, readChainReads('public'))).to.equal('https://mainnet.base.org');
    expect(endpointFor(base, readChainReads('public eip155:8453=https://own.example'))).to.equal('https://own.example');
    expect(endpointFor('eip155:1', readChainReads('public'))).to.equal(undefined);
    // No Tron endpoint answering browsers without a key could be checked: none is named.
    expect(endpointFor('tron:0x2b6653dc', readChainReads('public'))).to.equal(undefined);
    expect(endpointFor('tron:0x2b6653dc', readChainReads('public tron:0x2b6653dc=https://tron.example/jsonrpc'))).to.equal('https://tron.example/jsonrpc');
  });

  it('links a transaction through the table or the host’s, and nowhere without a {tx}', () => {
    const hash = '0x' + 'ab'.repeat(32);
    expect(explorerLink('eip155:8453', hash)).to.equal(`https://basescan.org/tx/${hash}`);
    expect(explorerLink('eip155:8453', hash, { 'eip155:8453': 'https://scan.example/t/{tx}' })).to.equal(`https://scan.example/t/${hash}`);
    expect(explorerLink('eip155:8453', hash, {})).to.equal(undefined);
    expect(explorerLink('eip155:8453', 'a/b?c', { 'eip155:8453': 'https://scan.example/{tx}' })).to.equal('https://scan.example/a%2Fb%3Fc');
    expect(explorerLink('eip155:8453', hash, { 'eip155:8453': 'https://scan.example/' })).to.equal(undefined);
  });

  it("links a Tron transaction on Tronscan by its hash without 0x, in the host's template too", () => {
    const hash = '0x' + 'cd'.repeat(32);
    expect(explorerLink('tron:0x2b6653dc', hash)).to.equal(`https://tronscan.org/#/transaction/${'cd'.repeat(32)}`);
    expect(explorerLink('tron:0x2b6653dc', hash, { 'tron:0x2b6653dc': 'https://scan.example/tx/{tx}' })).to.equal(`https://scan.example/tx/${'cd'.repeat(32)}`);
  });
});
