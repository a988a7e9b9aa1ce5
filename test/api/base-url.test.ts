import { expect } from '@open-wc/testing';
import { parseBaseUrl, readBaseUrl } from '../../src/api/base-url.js';
import { MarketError } from '../../src/api/errors.js';

function refusal(value: unknown): MarketError {
  try {
    parseBaseUrl(value);
  } catch (error) {
    expect(error).to.be.instanceOf(MarketError);
    return error as MarketError;
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}

function expectRefused(value: unknown, why: string): void {
  const error = refusal(value);
  expect(error.code, JSON.stringify(value)).to.equal('invalid-config');
  expect(error.message, JSON.stringify(value)).to.equal(`The base-url setting ${why}.`);
  expect(error.issues).to.deep.equal([{ path: 'baseUrl', message: `base-url ${why}.` }]);
}

describe('parseBaseUrl', () => {
  it('accepts https anywhere and drops trailing slashes', () => {
    expect(parseBaseUrl('https://api.example.com')).to.equal('https://api.example.com');
    expect(parseBaseUrl('https://api.example.com/')).to.equal('https://api.example.com');
    expect(parseBaseUrl('https://api.example.com/market//')).to.equal('https://api.example.com/market');
    expect(parseBaseUrl('  https://api.example.com:8443/v  ')).to.equal('https://api.example.com:8443/v');
    expect(parseBaseUrl('HTTPS://API.Example.COM')).to.equal('https://api.example.com');
  });

  it('accepts plain http on loopback only', () => {
    expect(parseBaseUrl('http://localhost:5173/mock/s/ok')).to.equal('http://localhost:5173/mock/s/ok');
    expect(parseBaseUrl('http://127.0.0.1:8080')).to.equal('http://127.0.0.1:8080');
    expect(parseBaseUrl('http://[::1]:8080/')).to.equal('http://[::1]:8080');
  });

  it('refuses a missing value', () => {
    for (const value of [undefined, null, '', '   ', 42, {}]) expectRefused(value, 'is missing');
  });

  it('refuses what is not an address', () => {
    for (const value of ['api.example.com', '/v1', 'https://', 'https://[::1']) {
      expectRefused(value, 'is not a valid address');
    }
  });

  it('refuses plain http to any host that is not loopback', () => {
    for (const value of [
      'http://example.com',
      'http://localhost.example.com',
      'http://127.0.0.2',
      'http://10.0.0.1',
      'http://0.0.0.0',
    ]) {
      expectRefused(value, 'must use https (plain http is allowed for localhost only)');
    }
  });

  it('refuses other schemes', () => {
    for (const value of ['ftp://example.com', 'ws://localhost', 'file:///etc/passwd', 'javascript:alert(1)', 'data:,x']) {
      expectRefused(value, 'must use https');
    }
  });

  it('refuses credentials, a query or a fragment', () => {
    expectRefused('https://user:secret@api.example.com', 'must not carry a user name or password');
    expectRefused('https://user@api.example.com', 'must not carry a user name or password');
    expectRefused('https://api.example.com/?key=1', 'must not carry a query or a fragment');
    expectRefused('https://api.example.com/#v1', 'must not carry a query or a fragment');
  });

  it('has a twin that never throws, for settings read on every update (readBaseUrl)', () => {
    for (const value of [undefined, '', 'api.example.com', 'https://[::1', 'http://example.com', 'ftp://example.com', 'https://u@api.example.com', 'https://api.example.com/?k=1']) {
      expect(readBaseUrl(value), JSON.stringify(value)).to.deep.equal({ why: refusal(value).message.replace(/^The base-url setting (.*)\.$/, '$1') });
    }
    expect(readBaseUrl(' https://api.example.com/v1/ ')).to.deep.equal({ url: 'https://api.example.com/v1' });
  });
});
