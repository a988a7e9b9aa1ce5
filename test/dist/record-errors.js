// Loaded first by every page under test/dist: what went wrong while the page ran, for the test to read.
window.pageErrors = [];
window.addEventListener('error', (event) => window.pageErrors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.pageErrors.push(String(event.reason)));
document.addEventListener('securitypolicyviolation', (event) =>
  window.pageErrors.push(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`),
);
