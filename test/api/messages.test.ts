/**
 * The buyer's sentences by key: each key names itself (the schemas' rules carry it as their
 * message), only a real key is recognised, and `{name}` placeholders are filled from values.
 */
import { expect } from '@open-wc/testing';
import { fill, isMessageKey, KEYS, MESSAGES } from '../../src/api/messages.js';

describe('KEYS', () => {
  it('names every message by its own key, and nothing else', () => {
    expect(Object.keys(KEYS)).to.deep.equal(Object.keys(MESSAGES));
    for (const [key, value] of Object.entries(KEYS)) expect(value).to.equal(key);
  });
});

describe('isMessageKey', () => {
  it('knows each key of MESSAGES', () => {
    for (const key of Object.keys(MESSAGES)) expect(isMessageKey(key), key).to.equal(true);
  });

  it('takes no sentence, no other word and nothing from the prototype for a key', () => {
    for (const text of [MESSAGES.domainMissing, 'DomainMissing', 'domainMissing ', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isMessageKey(text), text).to.equal(false);
    }
  });
});

describe('fill', () => {
  it('fills each placeholder with its value, numbers as digits, every time it appears', () => {
    expect(fill(MESSAGES.yearsRange, { max: 3 })).to.equal('Choose a period from 1 to 3 years.');
    expect(fill(MESSAGES.errorConfig, { fields: 'base-url, partner-id' })).to.equal(
      'This checkout is not set up correctly (base-url, partner-id). Please contact the site owner.',
    );
    expect(fill('{a} and {a}, {b}', { a: 'x', b: 0 })).to.equal('x and x, 0');
  });

  it('leaves a placeholder without a value as it is, and reads no value from the prototype', () => {
    expect(fill(MESSAGES.errorHttp429Wait)).to.equal('Too many attempts. Please wait {seconds} seconds and try again.');
    expect(fill('{seconds} {toString} {constructor}', { other: 1 })).to.equal('{seconds} {toString} {constructor}');
  });

  it('puts a value in as text, never as a pattern', () => {
    expect(fill('Paid with {reason}.', { reason: "$& $' $1 {reason}" })).to.equal("Paid with $& $' $1 {reason}.");
  });

  it('changes a text without placeholders in no way', () => {
    expect(fill(MESSAGES.walletAddrSpaces, { max: 3 })).to.equal('A wallet address has no spaces.');
    expect(fill('{ max } {max-years} {}', { max: 3 })).to.equal('{ max } {max-years} {}');
  });
});
