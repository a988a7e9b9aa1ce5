/** isSameAddress: the buyer's paste against the address on screen, per address family. */
import { expect } from '@open-wc/testing';
import { isSameAddress } from '../../src/payment-screen/address-check.js';
import { addressGroups } from '../../src/core/address-groups.js';
import { ADDRESS_OF } from '../helpers/payment-links.js';

/** `address` with the character at `at` replaced by `by`. */
const swapped = (address: string, at: number, by: string) => address.slice(0, at) + by + address.slice(at + 1);
/** The address as the screen draws it: in groups of four, a space between groups. */
const grouped = (address: string) => addressGroups(address).join(' ');
/** A poisoned look-alike: the first and last four characters kept, everything between changed. */
const poisoned = (address: string, filler: string) =>
  address.slice(0, 4) + filler.repeat(address.length).slice(0, address.length - 8) + address.slice(-4);

describe('isSameAddress', () => {
  const families = [
    { name: 'hex (EVM)', scheme: 'ethereum', address: ADDRESS_OF.ethereum, filler: '1' },
    { name: 'bech32', scheme: 'bitcoin', address: ADDRESS_OF.bitcoin, filler: 'z' },
    { name: 'cashaddr', scheme: 'bitcoincash', address: ADDRESS_OF.bitcoincash, filler: 'z' },
    { name: 'base58 (Solana)', scheme: 'solana', address: ADDRESS_OF.solana, filler: '2' },
    { name: 'base58 (Dogecoin)', scheme: 'dogecoin', address: ADDRESS_OF.dogecoin, filler: '2' },
  ];

  for (const { name, scheme, address, filler } of families) {
    describe(name, () => {
      it('the same address is the same, with white space around it too', () => {
        expect(isSameAddress(address, address, scheme)).to.equal(true);
        expect(isSameAddress(`\n  ${address} \t\r\n`, address, scheme)).to.equal(true);
      });

      it('typed or pasted as the screen draws it, in groups of four, it is the same', () => {
        expect(grouped(address)).to.include(' ');
        expect(isSameAddress(grouped(address), address, scheme)).to.equal(true);
        // Groups as a buyer types them: two spaces here, a tab there, one inner space alone.
        expect(isSameAddress(addressGroups(address).join('  '), address, scheme)).to.equal(true);
        expect(isSameAddress(addressGroups(address).join('\t'), address, scheme)).to.equal(true);
        expect(isSameAddress(`${address.slice(0, 9)} ${address.slice(9)}`, address, scheme)).to.equal(true);
      });

      it('pasted as a wallet wraps it (line breaks, indentation) it is the same', () => {
        const lines = [address.slice(0, 12), address.slice(12, 30), address.slice(30)];
        expect(isSameAddress(lines.join('\n'), address, scheme)).to.equal(true);
        expect(isSameAddress(lines.join('\r\n    '), address, scheme)).to.equal(true);
        expect(isSameAddress(`\t${lines.join('\n\t')}\n`, address, scheme)).to.equal(true);
        expect(isSameAddress(addressGroups(address).join('\f'), address, scheme)).to.equal(true);
      });

      it('one character swapped is not, written whole or in groups', () => {
        const i = address.length - 6;
        const other = address[i] === filler ? '3' : filler;
        expect(isSameAddress(swapped(address, i, other), address, scheme)).to.equal(false);
        expect(isSameAddress(grouped(swapped(address, i, other)), address, scheme)).to.equal(false);
        expect(isSameAddress(grouped(swapped(address, 5, address[5] === filler ? '3' : filler)), address, scheme)).to.equal(false);
      });

      it('a grouped look-alike, or a group left out or doubled, is not', () => {
        expect(isSameAddress(grouped(poisoned(address, filler)), address, scheme)).to.equal(false);
        const groups = addressGroups(address);
        expect(isSameAddress([...groups.slice(0, 2), ...groups.slice(3)].join(' '), address, scheme)).to.equal(false);
        expect(isSameAddress([...groups.slice(0, 3), ...groups.slice(2)].join(' '), address, scheme)).to.equal(false);
      });

      it('a poisoned look-alike with the same first and last four characters is not', () => {
        const lookAlike = poisoned(address, filler);
        expect([lookAlike.slice(0, 4), lookAlike.slice(-4), lookAlike.length]).to.deep.equal([address.slice(0, 4), address.slice(-4), address.length]);
        expect(isSameAddress(lookAlike, address, scheme)).to.equal(false);
      });

      it('nothing, and a part of it, are not', () => {
        expect(isSameAddress('', address, scheme)).to.equal(false);
        expect(isSameAddress(address.slice(0, -1), address, scheme)).to.equal(false);
        expect(isSameAddress(address + address.slice(-1), address, scheme)).to.equal(false);
      });
    });
  }

  it('hex, bech32 and cashaddr ignore case, grouped too', () => {
    for (const scheme of ['ethereum', 'bitcoin', 'bitcoincash'] as const) {
      const address = ADDRESS_OF[scheme];
      expect(isSameAddress(address.toLowerCase(), address, scheme), scheme).to.equal(true);
      expect(isSameAddress(address.toUpperCase(), address, scheme), scheme).to.equal(true);
      // A bech32 address in upper case is valid (BIP-173: QR codes use it), as the screen draws it too.
      expect(isSameAddress(grouped(address.toUpperCase()), address, scheme), scheme).to.equal(true);
    }
    // Without a checked link the family is read off the address: an EVM address still ignores case.
    expect(isSameAddress(ADDRESS_OF.ethereum.toLowerCase(), ADDRESS_OF.ethereum)).to.equal(true);
  });

  it('base58 is exact: one letter in the other case is another address', () => {
    for (const scheme of ['solana', 'dogecoin', 'dash'] as const) {
      const address = ADDRESS_OF[scheme];
      const i = [...address].findIndex((c, at) => at > 0 && c.toLowerCase() !== c.toUpperCase());
      const c = address[i]!;
      const flipped = swapped(address, i, c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
      expect(isSameAddress(flipped, address, scheme), scheme).to.equal(false);
    }
  });

  it('a cashaddr may carry its bitcoincash: prefix, on either side', () => {
    const address = ADDRESS_OF.bitcoincash;
    expect(isSameAddress(`bitcoincash:${address}`, address, 'bitcoincash')).to.equal(true);
    expect(isSameAddress(`BITCOINCASH:${address.toUpperCase()}`, address, 'bitcoincash')).to.equal(true);
    expect(isSameAddress(address, `bitcoincash:${address}`, 'bitcoincash')).to.equal(true);
    expect(isSameAddress(address, `bitcoincash:${address}`)).to.equal(true);
  });

  describe('anything but the address as written is not the same', () => {
    const address = ADDRESS_OF.bitcoin;
    const middle = address.length / 2;
    const bad: [string, string][] = [
      ['a no-break space inside', `${address.slice(0, middle)}\u00a0${address.slice(middle)}`],
      ['no-break spaces between the groups', addressGroups(address).join('\u00a0')],
      ['no-break spaces around it', `\u00a0${address}\u00a0`],
      ['an ideographic space inside', `${address.slice(0, middle)}\u3000${address.slice(middle)}`],
      ['a vertical tab inside (not HTML white space)', `${address.slice(0, middle)}\v${address.slice(middle)}`],
      ['a bitcoin: scheme', `bitcoin:${address}`],
      ['a bitcoin: scheme, grouped', `bitcoin:${grouped(address)}`],
      ['a query', `${address}?amount=0.1`],
      ['a query after a space', `${address} ?amount=0.1`],
      ['a zero-width space inside', `${address.slice(0, middle)}\u200b${address.slice(middle)}`],
      ['a zero-width space at the end', `${address}\u200b`],
      ['a byte order mark at the start', `\ufeff${address}`],
      ['a left-to-right mark', `\u200e${address}`],
      ['a right-to-left override', `${address.slice(0, middle)}\u202e${address.slice(middle)}`],
      ['a zero-width space between the groups', addressGroups(address).join('\u200b')],
      ['a Cyrillic а for a', swapped(address, address.indexOf('a'), '\u0430')],
      ['the Kelvin sign for k, which lower-cases to k', swapped(address, address.indexOf('k'), '\u212a')],
    ];
    for (const [what, typed] of bad) {
      it(what, () => {
        expect(typed).not.to.equal(address);
        expect(isSameAddress(typed, address, 'bitcoin')).to.equal(false);
      });
    }

    it('an ethereum: scheme before an EVM address', () => {
      expect(isSameAddress(`ethereum:${ADDRESS_OF.ethereum}`, ADDRESS_OF.ethereum, 'ethereum')).to.equal(false);
    });

    it('a paste of 100,000 characters, the address among them', () => {
      const spaces = ' '.repeat(50_000);
      expect(isSameAddress(spaces + address + spaces, address, 'bitcoin')).to.equal(false);
      expect(isSameAddress(address.repeat(3000).slice(0, 100_000), address, 'bitcoin')).to.equal(false);
    });
  });
});
