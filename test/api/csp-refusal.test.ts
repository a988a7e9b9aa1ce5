/**
 * Telling a request the page's policy refused from a network failure, whichever comes first in the
 * engine: the `securitypolicyviolation` event or the fetch rejection. The events are real
 * SecurityPolicyViolationEvents dispatched on the document, as the browser dispatches them.
 */
import { expect } from '@open-wc/testing';
import { watchCsp } from '../../src/api/csp-refusal.js';

const URL_SENT = 'https://payments.example/v1/market/crypto/purchase';

function violation(blockedURI: string, disposition: 'enforce' | 'report' = 'enforce'): void {
  const init = {
    blockedURI,
    disposition,
    effectiveDirective: 'connect-src',
    violatedDirective: 'connect-src',
    originalPolicy: "connect-src 'self'",
    documentURI: location.href,
    statusCode: 200,
  };
  document.dispatchEvent(new SecurityPolicyViolationEvent('securitypolicyviolation', init));
}

describe('watchCsp', () => {
  it('finds a refusal fired before the rejection', async () => {
    const watch = watchCsp(URL_SENT);
    violation(URL_SENT);
    expect(await watch.refusal()).to.deep.equal({ directive: 'connect-src', origin: 'https://payments.example' });
    watch.stop();
  });

  it('finds a refusal fired a task after the rejection', async () => {
    const watch = watchCsp(URL_SENT);
    setTimeout(() => violation('https://payments.example'));
    expect(await watch.refusal()).to.deep.equal({ directive: 'connect-src', origin: 'https://payments.example' });
    watch.stop();
  });

  it('finds none for another origin, a report-only policy, or after it stopped', async () => {
    const watch = watchCsp(URL_SENT);
    violation('https://payments.example.evil.test/v1');
    violation(URL_SENT, 'report');
    expect(await watch.refusal()).to.equal(undefined);
    watch.stop();
    const stopped = watchCsp(URL_SENT);
    stopped.stop();
    violation(URL_SENT);
    expect(await stopped.refusal()).to.equal(undefined);
  });
});
