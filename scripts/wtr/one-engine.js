// The test files of pure logic, run in Chromium alone (when the run has Chromium): arithmetic,
// tables, parsers and state kept apart from elements, whose result cannot depend on the engine.
// The fresh-clone CI ran 37 minutes with every file in three engines; each file costs a page load
// per engine (WebKit's, through its WebDriver server, the slowest), whatever the file holds.
// Not here, though they hold no element: what rests on the engine's own URL parser (the link
// guard, base-url, chain-reads, the host's settings, the support link), Intl (numbers, say, the language match), fetch and its abort (the chain readers, the client), the
// module loader (loading/, locales/registry) or its SHA-256 (wallet/webln). The files of
// screenshots alone join them (below).

/** Globs of test files, from the project's root. */
export const ONE_ENGINE_FILES = [
  'test/api/{errors,messages}.test.ts',
  'test/chain/{held-balance,log-span,reader,tally}.test.ts',
  'test/checks/{eager-schemas,issues,schemas}.test.ts',
  'test/controllers/field-errors-controller.test.ts',
  'test/core/{address-groups,address,decimal,eip681,expiry,lazy,sha256,tron-address,uuid}.test.ts',
  'test/form/{coins,common-request,host-assets,host-input,tracking-settings}.test.ts',
  'test/locales/{complete,digits,layers,payment-english,strings,wording,years-list}.test.ts',
  'test/mock/{esplora,evm,tron}.test.ts',
  'test/payment-link/{assets,bolt11,read-assets,with-amount}.test.ts',
  'test/payment-screen/{payment-strings,qr-path,qr-segments,qr-text,support-details}.test.ts',
  'test/payment/{accepted-payment,payable,payment-ids,payment-moves,payment-status}.test.ts',
  'test/price/money.test.ts',
  'test/wallet/transaction.test.ts',
  // Not logic, but files of screenshots alone, compared in the engine their baselines are drawn in
  // (test/screenshots/stages.ts): elsewhere each only loaded a page to skip all it holds.
  'test/screenshots/{crypto,fiat,languages,phone}.test.ts',
];
