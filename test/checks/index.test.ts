/**
 * checks/index.ts, the preparation of a request, without a DOM element: a request's issues split
 * between the host (by attribute) and the buyer (by field), and the one error a refused request becomes.
 */
import { expect } from '@open-wc/testing';
import { requestSchemas } from '../../src/checks/schemas.js';
import { hostFieldProblems, prepareRequest, splitIssues } from '../../src/checks/index.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { onlyIn } from '../helpers/engine.js';

const schema = requestSchemas(10).crypto;
const HOST = { partnerId: 'partner-id' };

describe('checks/index: preparing a request', () => {
  it('splitIssues names a host field by its attribute and a buyer field by its path', () => {
    const { host, buyer } = splitIssues(schema, { ...cryptoRequest(), partnerId: 'nope', domain: '' }, HOST);
    expect(host.map((i) => i.path)).to.deep.equal(['partner-id']);
    expect(host[0]!.message).to.match(/^partner-id: /);
    expect(buyer.map((i) => i.path)).to.deep.equal(['domain']);
  });

  it('prepareRequest: the parsed request, else invalid-config before invalid-input', () => {
    const ok = prepareRequest({ schema, request: cryptoRequest(), hostFields: HOST, configIssues: [] });
    expect(ok).to.deep.equal({ request: cryptoRequest() });

    const config = prepareRequest({ schema, request: { ...cryptoRequest(), domain: '' }, hostFields: HOST, configIssues: [{ path: 'base-url', message: 'base-url is missing.' }] });
    expect('error' in config && config.error.code).to.equal('invalid-config');
    expect('error' in config && config.error.issues?.map((i) => i.path)).to.deep.equal(['base-url']);

    const input = prepareRequest({ schema, request: { ...cryptoRequest(), domain: '' }, hostFields: HOST, configIssues: [] });
    expect('error' in input && input.error.code).to.equal('invalid-input');
    expect('error' in input && input.error.issues?.map((i) => i.path)).to.deep.equal(['domain']);
  });

  it("hostFieldProblems checks only the host's fields, each on its own", () => {
    const request = { ...cryptoRequest(), partnerId: 'nope', domain: '', currency: '' };
    const problems = hostFieldProblems(schema.shape, request, { ...HOST, currency: 'currency' });
    expect(problems).to.deep.equal(['partner-id: The partner id must be a UUID.', 'currency is missing.']);
  });

  it('says a host field is missing when it is absent, and what its rule wants only when it is there and wrong', () => {
    const fiat = requestSchemas(10).fiat;
    const hostFields = { partnerId: 'partner-id', checkoutId: 'checkout-id', externalUserId: 'external-user-id', processorConnectedAccountId: 'processor-connected-account-id' };
    const absent = { partnerId: '', checkoutId: '', externalUserId: '', processorConnectedAccountId: '' };
    const missing = ['partner-id is missing.', 'checkout-id is missing.', 'external-user-id is missing.', 'processor-connected-account-id is missing.'];
    expect(hostFieldProblems(fiat.shape, absent, hostFields)).to.deep.equal(missing);
    expect(splitIssues(fiat, absent, hostFields).host.map((i) => i.message)).to.have.members(missing);
    const wrong = hostFieldProblems(fiat.shape, { ...absent, partnerId: 'nope', checkoutId: PARTNER_ID }, hostFields);
    expect(wrong).to.include('partner-id: The partner id must be a UUID.');
    expect(wrong.join(' ')).not.to.include('partner-id is missing').and.not.to.include('checkout-id');
    expect(wrong.filter((w) => w.includes('must be a UUID'))).to.have.length(1);
  });

  describe('a host setting the script judged already', () => {
    // Pure logic: one engine is enough.
    before(async function () {
      await onlyIn(this, ['chromium']);
    });

    it("is named once on submit, in the script's words", () => {
      const judged = { path: 'partner-id', message: 'partner-id is not a UUID.' };
      const prepared = prepareRequest({ schema, request: { ...cryptoRequest(), partnerId: 'nope' }, hostFields: HOST, configIssues: [judged] });
      expect('error' in prepared && prepared.error.issues).to.deep.equal([judged]);
      expect('error' in prepared && prepared.error.message).to.include('(partner-id)');
    });

    it("keeps the rule's issues of the host fields the script did not judge", () => {
      const judged = { path: 'base-url', message: 'base-url is missing.' };
      const prepared = prepareRequest({ schema, request: { ...cryptoRequest(), partnerId: '' }, hostFields: HOST, configIssues: [judged] });
      expect('error' in prepared && prepared.error.issues?.map((i) => i.message)).to.deep.equal(['base-url is missing.', 'partner-id is missing.']);
    });

    it('is not warned of again when the check file judges the host fields', () => {
      const request = { ...cryptoRequest(), partnerId: 'nope', currency: '' };
      const fields = { ...HOST, currency: 'currency' };
      expect(hostFieldProblems(schema.shape, request, fields, [{ path: 'partner-id', message: 'partner-id is not a UUID.' }])).to.deep.equal(['currency is missing.']);
      expect(hostFieldProblems(schema.shape, request, fields, [{ path: 'base-url', message: 'base-url is missing.' }])).to.deep.equal([
        'partner-id: The partner id must be a UUID.',
        'currency is missing.',
      ]);
    });
  });
});
