// Pages under test/suites/ named csp-*.html are served with the strict policy a careful partner
// sends as a header (a <meta> policy would do for these directives too; the header is what a
// real site sends, and it names the exact origin of the mock service for connect-src).
// csp-blocked-*.html get scripts/test-csp.js's policy instead.
const STRICT_CSP_PAGE = /^\/test\/suites\/csp-(?!blocked-)[\w-]+\.html$/;
const strictCspOf = (origin) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `connect-src ${origin}`,
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');

export async function strictCsp(ctx, next) {
  await next();
  if (STRICT_CSP_PAGE.test(ctx.path)) ctx.set('Content-Security-Policy', strictCspOf(ctx.origin));
}
