/**
 * zod's issues as a form shows them: one message per field at a dotted path, the buyer's sentences
 * by their key (so that the host's translation can replace them), the site owner's English as it is.
 */
import { expect } from '@open-wc/testing';
import { toFieldIssues } from '../../src/checks/issues.js';
import { makeCryptoRequestSchema, makeFiatRequestSchema } from '../../src/checks/schemas.js';
import { cryptoRequest, fiatRequest } from '../helpers/fixtures.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toFieldIssues(result.error?.issues ?? []);

describe('toFieldIssues', () => {
  it("turns a rule's key into its sentence, keeping the key and the values filled in", () => {
    const issues = issuesOf(makeFiatRequestSchema(3).safeParse(fiatRequest({ years: 7 })));
    expect(issues).to.deep.equal([{ path: 'years', message: 'Choose a period from 1 to 3 years.', key: 'yearsRange', values: { max: 3 } }]);
  });

  it('gives a rule without values no values at all', () => {
    const issues = issuesOf(makeCryptoRequestSchema(10).safeParse(cryptoRequest({ ownerName: ' ' })));
    expect(issues).to.deep.equal([{ path: 'ownerName', message: 'Enter the owner name.', key: 'ownerNameMissing' }]);
  });

  it('joins the path with dots, list positions included', () => {
    const entry = { addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 };
    const issues = issuesOf(makeFiatRequestSchema(10).safeParse(fiatRequest({ walletAddrs: [entry, { addr: 'a b', coinId: -1 }] })));
    expect(issues.map(({ path, message }) => [path, message])).to.deep.equal([
      ['walletAddrs.1.addr', 'A wallet address has no spaces.'],
      ['walletAddrs.1.coinId', 'The coin type is a whole number of 0 or more.'],
    ]);
  });

  it("says the site owner's English as it is, with no key", () => {
    const issues = issuesOf(makeFiatRequestSchema(10).safeParse(fiatRequest({ partnerId: 'partner' })));
    expect(issues).to.deep.equal([{ path: 'partnerId', message: 'The partner id must be a UUID.' }]);
  });

  it('keeps the first issue of each field only, in the order they came', () => {
    expect(
      toFieldIssues([
        { path: ['domain'], message: 'domainMissing' },
        { path: ['years'], message: 'yearsOne' },
        { path: ['domain'], message: 'domainEnding' },
        { path: [], message: 'The body must be an object.' },
        { path: [], message: 'A second word about the body.' },
      ]),
    ).to.deep.equal([
      { path: 'domain', message: 'Enter the domain you want to buy.', key: 'domainMissing' },
      { path: 'years', message: 'The period must be 1 year.', key: 'yearsOne' },
      { path: '', message: 'The body must be an object.' },
    ]);
    expect(toFieldIssues([])).to.deep.equal([]);
  });
});
