// The test server's Content-Security-Policy for pages test/suites/csp-blocked-*.html: the strict
// policy of csp-*.html (web-test-runner.config.js), except that connect-src names another origin
// than the mock service's, as on a partner page whose policy was not updated for the checkout.
// The policy is sent as a header, as a real site sends it.
const BLOCKED_PAGE = /^\/test\/suites\/csp-blocked-[\w-]+\.html$/;

/** The only origin the blocked pages may connect to: not the test server's, where the mock runs. */
export const ALLOWED_ELSEWHERE = 'https://payments.example';

export const blockedCsp = async (ctx, next) => {
  await next();
  if (!BLOCKED_PAGE.test(ctx.path)) return;
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      `connect-src ${ALLOWED_ELSEWHERE}`,
      "require-trusted-types-for 'script'",
      'trusted-types lit-html',
    ].join('; '),
  );
};
