/**
 * When a field's error may show (Lion's rule), without an element: the controller's host is a
 * plain object counting the updates it is asked for.
 */
import { expect } from '@open-wc/testing';
import { MarketError, type FieldIssue } from '../../src/api/errors.js';
import { FieldErrorsController } from '../../src/controllers/field-errors-controller.js';

function host() {
  const h = {
    updates: 0,
    requestUpdate() {
      h.updates += 1;
    },
  };
  return h;
}

const DOMAIN: FieldIssue = { path: 'domain', message: 'Enter a domain name.' };
const EMAIL: FieldIssue = { path: 'email', message: 'Enter an email address.' };

describe('FieldErrorsController', () => {
  it('shows no error on the first keystroke; once the buyer changed the field and left it, shows its own', () => {
    const h = host();
    const errors = new FieldErrorsController(h);
    let validations = 0;
    const validate = () => (validations++, [DOMAIN, EMAIL]);
    errors.edited('domain');
    errors.check(validate);
    expect(errors.at('domain', undefined)).to.equal(undefined);
    expect(validations, 'nothing is validated while no error may show').to.equal(0);
    errors.blurred('domain');
    expect(h.updates).to.equal(1);
    errors.check(validate);
    expect(errors.at('domain', undefined)).to.deep.equal(DOMAIN);
    expect(errors.at('email', undefined), 'a field not left shows nothing').to.equal(undefined);
  });

  it('a field left unchanged shows nothing', () => {
    const errors = new FieldErrorsController(host());
    errors.blurred('domain');
    errors.check(() => [DOMAIN]);
    expect(errors.at('domain', undefined)).to.equal(undefined);
  });

  it('a submit shows every error, until the form is back after a result', () => {
    const errors = new FieldErrorsController(host());
    errors.submitting();
    errors.check(() => [DOMAIN, EMAIL]);
    expect(errors.at('email', undefined)).to.deep.equal(EMAIL);
    errors.reset();
    errors.check(() => [DOMAIN, EMAIL]);
    expect(errors.at('email', undefined)).to.equal(undefined);
  });

  it("shows the service's refusal of a field until the buyer changes that field", () => {
    const errors = new FieldErrorsController(host());
    const refused = new MarketError('http', 'Refused', { status: 422, issues: [{ path: 'domain', message: 'That domain is taken.' }] });
    errors.submitting();
    errors.check(() => []);
    expect(errors.at('domain', refused)?.message).to.equal('That domain is taken.');
    errors.edited('domain');
    expect(errors.at('domain', refused)).to.equal(undefined);
  });
});
