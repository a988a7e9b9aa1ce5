// Every refusal by the page's Content-Security-Policy, Trusted Types included, wherever it happened:
// the event is composed, so one capturing listener on the window hears those inside shadow roots.
window.cspViolations = [];
window.addEventListener(
  'securitypolicyviolation',
  (event) =>
    window.cspViolations.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      sample: event.sample,
    }),
  true,
);
