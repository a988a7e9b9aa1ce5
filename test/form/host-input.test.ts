/**
 * What the host page set, read without ever throwing: attribute text and property values of any
 * type turned into the form's values, and what cannot be read reported rather than dropped.
 */
import { expect } from '@open-wc/testing';
import { readList, readLocked, readText, readWalletAddrs } from '../../src/form/host-input.js';

const ETH = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

describe('readWalletAddrs', () => {
  it('reads the attribute\'s JSON text and an array property alike', () => {
    const rows = [{ addr: ETH, coinId: 60 }, { addr: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', coinId: 0 }];
    expect(readWalletAddrs(JSON.stringify(rows))).to.deep.equal({ rows, ok: true });
    expect(readWalletAddrs(rows)).to.deep.equal({ rows, ok: true });
  });

  it('keeps rows already in shape as the very same objects (the wallet editor knows its rows by identity)', () => {
    const rows = [{ addr: ETH, coinId: 60 }];
    const read = readWalletAddrs(rows);
    expect(read.rows).to.equal(rows);
    expect(read.rows[0]).to.equal(rows[0]);
  });

  it('reads nothing set (empty or blank text, null, undefined, []) as no rows, and no problem', () => {
    for (const value of ['', '   ', null, undefined, [], '[]']) {
      expect(readWalletAddrs(value), JSON.stringify(value)).to.deep.equal({ rows: [], ok: true });
    }
  });

  it('turns entries of the wrong types into rows the form can show and the schema will refuse', () => {
    expect(readWalletAddrs([{ addr: ETH, coinId: '60' }, { coinId: 0 }, { addr: 42, coinId: 'sixty' }, {}])).to.deep.equal({
      rows: [
        { addr: ETH, coinId: 60 },
        { addr: '', coinId: 0 },
        { addr: '', coinId: NaN },
        { addr: '', coinId: NaN },
      ],
      ok: true,
    });
  });

  it('reports what is not a list of objects, with no rows, never throwing', () => {
    for (const value of ['[', '{"addr":"x"}', 'not json', '"text"', '42', 42, true, { addr: ETH, coinId: 60 }, [ETH], [{ addr: ETH, coinId: 60 }, null], '[1, 2]']) {
      expect(readWalletAddrs(value), JSON.stringify(value)).to.deep.equal({ rows: [], ok: false });
    }
  });
});

describe('readLocked', () => {
  it('reads attribute spellings and property names, separated by spaces or commas', () => {
    expect([...readLocked('domain owner-address, wallet-addrs')]).to.have.members(['domain', 'ownerAddress', 'walletAddrs']);
    expect([...readLocked(['years', 'ownerEmail', 'owner-name'])]).to.have.members(['years', 'ownerEmail', 'ownerName']);
    expect([...readLocked('  currency\n\tdomain  ')]).to.have.members(['currency', 'domain']);
  });

  it('locks only the fields that can be locked, and nothing for a value of another type', () => {
    expect([...readLocked('partner-id base-url Domain theme domain')]).to.deep.equal(['domain']);
    for (const value of [undefined, null, '', 42, { domain: true }]) expect(readLocked(value).size, String(value)).to.equal(0);
  });
});

describe('readList', () => {
  it('reads a list attribute or an array, uppercased, trimmed, without repeats or empty words', () => {
    expect(readList('btc eth, usdc  BTC')).to.deep.equal(['BTC', 'ETH', 'USDC']);
    expect(readList([' sol', 'Eth', 'eth', ''])).to.deep.equal(['SOL', 'ETH']);
    expect(readList(',, ')).to.deep.equal([]);
  });

  it('reads anything else as an empty list', () => {
    for (const value of [undefined, null, 42, { BTC: true }]) expect(readList(value), String(value)).to.deep.equal([]);
  });
});

describe('readText', () => {
  it('trims text, and reads anything else (a removed attribute is null) as empty', () => {
    expect(readText('  partner-1 \n')).to.equal('partner-1');
    for (const value of [null, undefined, 42, ['a'], { toString: () => 'x' }]) expect(readText(value), String(value)).to.equal('');
  });
});
