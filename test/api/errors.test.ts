/**
 * The one error the client and the elements reject with, as a partner's code meets it: a code to
 * branch on, a plain message, only the facts the failure has, and the plain shape the
 * `market-error` event carries.
 */
import { expect } from '@open-wc/testing';
import { configError, ERROR_CODES, keyedError, MarketError } from '../../src/api/errors.js';

describe('MarketError', () => {
  it('is an Error named MarketError, with its code and message', () => {
    const error = new MarketError('network', 'We could not reach the payment service.');
    expect(error).to.be.instanceOf(Error);
    expect(error).to.include({ name: 'MarketError', code: 'network', message: 'We could not reach the payment service.' });
    expect(String(error)).to.equal('MarketError: We could not reach the payment service.');
  });

  it('has only the facts its failure has: an absent one is no property at all', () => {
    const bare = new MarketError('timeout', 'Too slow.');
    for (const fact of ['status', 'issues', 'key', 'values', 'serverMessage', 'retryAfter', 'cause']) {
      expect(Object.hasOwn(bare, fact), fact).to.equal(false);
    }
    const cause = new TypeError('Failed to fetch');
    const full = new MarketError('http', 'Refused.', { status: 429, key: 'errorHttp429Wait', values: { seconds: 30 }, serverMessage: 'slow down', retryAfter: 30_000, cause });
    expect(full).to.include({ status: 429, key: 'errorHttp429Wait', serverMessage: 'slow down', retryAfter: 30_000, cause });
    expect(full.values).to.deep.equal({ seconds: 30 });
  });

  it('says in JSON only its code, message, status and issues by path and message: no stack, cause, keys or service words', () => {
    const error = new MarketError('invalid-input', 'Some details need attention.', {
      status: 400,
      issues: [{ path: 'years', message: 'Choose a period from 1 to 3 years.', key: 'yearsRange', values: { max: 3 } }],
      key: 'errorHttp400',
      serverMessage: 'years: bad',
      cause: new Error('inner'),
    });
    expect(JSON.parse(JSON.stringify(error))).to.deep.equal({
      code: 'invalid-input',
      message: 'Some details need attention.',
      status: 400,
      issues: [{ path: 'years', message: 'Choose a period from 1 to 3 years.' }],
    });
    expect(new MarketError('network', 'Offline.').toJSON()).to.deep.equal({ code: 'network', message: 'Offline.' });
  });

  it('lists the contract\'s codes in the order a request meets them', () => {
    expect(ERROR_CODES).to.deep.equal(['invalid-config', 'invalid-input', 'network', 'timeout', 'http', 'bad-response', 'wallet']);
  });
});

describe('keyedError', () => {
  it('says the English of its key, filled with its values, and carries both for translation', () => {
    const error = keyedError('http', 'errorHttp429Wait', { status: 429, values: { seconds: 12 } });
    expect(error).to.include({ code: 'http', status: 429, key: 'errorHttp429Wait', message: 'Too many attempts. Please wait 12 seconds and try again.' });
    expect(error.values).to.deep.equal({ seconds: 12 });
    expect(keyedError('wallet', 'errorWallet')).to.include({ message: 'The wallet could not pay. Nothing was sent.', key: 'errorWallet' });
  });
});

describe('configError', () => {
  it('names the setting in the message and in one issue at its path', () => {
    const error = configError('base-url', 'baseUrl', 'must use https');
    expect(error).to.include({ code: 'invalid-config', message: 'The base-url setting must use https.' });
    expect(error.issues).to.deep.equal([{ path: 'baseUrl', message: 'base-url must use https.' }]);
    expect(Object.hasOwn(error, 'key'), 'the site owner\'s English, not a buyer\'s sentence').to.equal(false);
  });
});
