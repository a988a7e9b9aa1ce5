// Every budget `npm run bench`, `npm run size` and `npm run build` hold the project to, in one
// place: the figures a run is "within" or "over" come from here and nowhere else. Issue 46 set the
// startup gates; the sizes are the one set of issues 52 (the price), 53 (USDT on Tron), 54 (the
// payment screen's band) and 55 (the first paint in the buyer's language), each the sum of those
// issues' shares over what the code weighed before them.
// A budget is a regression line, not a goal: a figure may sit well under it.

/** dist/market-checkout.iife.js, gzip -9: the first load of a page with both elements, up to its first paint. */
export const SCRIPT_BUDGET = 32_400;
/** dist/market-fiat-checkout.iife.js, gzip: all a card-only page loads before the buyer acts. */
export const CARD_BUDGET = 22_600;
/** dist/checks.<hash>.js, gzip: the check file (zod/mini, the schemas, the client), fetched from the buyer's first touch. */
export const CHECKS_BUDGET = 9_200;
/** A card buyer's whole download, gzip: the card-only script and the check file, summed. */
export const CARD_TOTAL_BUDGET = 31_800;
/** dist/payment.<hash>.js, gzip: the payment file, with the chain following and the browser-wallet step in it. */
export const PAYMENT_BUDGET = 25_400;
/** A crypto buyer's whole download, gzip: the combined script, the check file and the payment file, summed. */
export const CRYPTO_TOTAL_BUDGET = 67_000;
/** The client entry (`market-checkout/client`) bundled and minified, gzip; and no Lit in it. */
export const CLIENT_BUDGET = 16_300;
/** What browser-wallet code adds to the combined script's first load, gzip (issue #25). */
export const WALLET_FIRST_LOAD_BUDGET = 600;
/**
 * Each language's two files, gzip (issue 55 split the one file of 3,600 B, whose payment texts a
 * card page never shows): dist/locales/<tag>.js, the form's texts, fetched as the script runs on a
 * page in that language (about 2,080 B in the longest when split); dist/locales/payment/<tag>.js,
 * the payment screen's, fetched with the payment file (about 1,870 B).
 */
export const LOCALE_FORM_BUDGET = 2_400;
export const LOCALE_PAYMENT_BUDGET = 2_300;
/** The budget of a file of dist/locales/ by its path there (`de.js`, `payment/de.js`). */
export const localeBudget = (name) => (name.startsWith('payment/') ? LOCALE_PAYMENT_BUDGET : LOCALE_FORM_BUDGET);

/**
 * Startup gates: each page over its markup baseline (the same first markup and CSS rendered by a
 * plain Lit element with no logic), the median of per-load ratios of alternating loads
 * (bench/startup.js), up to the first paint after the form is drawn. Issue 46 set 1.6× for both,
 * once the first paint carries the form alone (no zod, no schemas, no client before it). Issue 55
 * added the German pages (`de`: the crypto element alone with the combined script; `deCard`: the
 * card-only page), each to the first paint that shows the German form, its language fetched from
 * beside the script, over its own markup baseline (the German markup, rendered at once): 1.7×.
 */
export const STARTUP_BUDGETS = { ours: 1.6, card: 1.6, de: 1.7, deCard: 1.7 };
/**
 * Submit → QR on screen with the classic script, the payment file already fetched, over a bare
 * fetch() to the same mock and the same QR render: a budget on the median of per-pair ratios.
 */
export const SUBMIT_RATIO_BUDGET = 3;
/** The countdown's renders per second while it counts: one per second shown, no more. */
export const COUNTDOWN_RENDERS_PER_SECOND = 1;
/**
 * At most 2 MB more heap after 1,000 cycles. A leaked element keeps its shadow DOM's wrappers,
 * Lit's template instances and parts, its controllers and their closures, the request, the
 * response and the QR path (4.8 KB of text for the mock's BTC URI): the probe below measures
 * 24-37 KB of JS heap per element kept, so one leaked element per cycle adds 24 MB or more, over
 * ten times the bound, and even the path string alone leaked per cycle (4.8 MB) breaks it. Without
 * a leak the heap grows by what fills once (compiled and optimised code, inline caches): measured
 * here at 0.2-0.8 MB, no more after 3,000 cycles than after 1,000, so the bound leaves room for noise.
 */
export const HEAP_GROWTH_BUDGET = 2 * 1024 * 1024;
/** No long task over this while a hostile 1 MiB answer is read and refused, in milliseconds. */
export const HOSTILE_LONG_TASK_BUDGET_MS = 50;
