// The one table `npm run bench` prints and writes to bench/RESULTS.md, the startup phases beside
// those of the "before" run kept in bench/before.json, and the size line the README quotes.
import { existsSync, readFileSync } from 'node:fs';
import {
  CARD_BUDGET, CARD_TOTAL_BUDGET, CHECKS_BUDGET, CLIENT_BUDGET, COUNTDOWN_RENDERS_PER_SECOND, CRYPTO_TOTAL_BUDGET, HEAP_GROWTH_BUDGET, HOSTILE_LONG_TASK_BUDGET_MS,
  LOCALE_FORM_BUDGET, LOCALE_PAYMENT_BUDGET, localeBudget, PAYMENT_BUDGET, SCRIPT_BUDGET, STARTUP_BUDGETS, SUBMIT_RATIO_BUDGET, WALLET_FIRST_LOAD_BUDGET,
} from './budgets.js';
import { BOUNDED_READ } from './hostile.js';
import { profileSection } from './profile-record.js';
import { ratio } from './size.js';
import { PRICE } from './pages.js';
import { FORMER_STARTUP_TARGETS, PAIRED_LOADS, PHASES } from './startup.js';
/** The former budget on submit → QR's median, in ms (before issue 32): printed, gating nothing. */
export const FORMER_SUBMIT_BUDGET_MS = 20;
/** The first submit of a fresh page with the package split by a bundler: a target shown, not a budget. */
export const SUBMIT_TARGET_MS = 16;

const bytes = (n) => `${n.toLocaleString('en-US')} B`;
const kb = (n) => `${(n / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const ms = (x) => `${x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)} ms`;
const spread = (s) => `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
const times = (a, b) => `${(a / b).toFixed(2)}×`;
/** A compile time per 100 KB of script text. */
const per100 = (s) => (s.median / s.bytes) * 102400;
const verdict = (ok, budget) => `${budget}: ${ok ? 'met' : '**broken**'}`;
/** The median's distribution-free 95% interval (bench/stats.js), as printed beside a ratio. */
const interval = ({ interval: i }) => `95% interval ${times(i.low, 1)}–${times(i.high, 1)}`;
/**
 * A gate on a median of ratios, with whether its interval decides it: an interval that holds the
 * budget says the verdict could go the other way in the next run of the same code.
 */
const ratioVerdict = (r, budget) =>
  verdict(r.median <= budget, `≤ ${budget}×`) +
  (r.interval.low <= budget && budget <= r.interval.high ? ' (the budget is inside the interval: not decided by this run)' : '');

/** Ours over each baseline, medians of the turns (the former gates, printed only). */
export const startupRatios = ({ ours, baseline, markup, card, cardBaseline }) => ({
  baseline: ours.median / baseline.median,
  markup: ours.median / markup.median,
  card: card.median / cardBaseline.median,
});

export function sizeLine({ script, card, payment, cryptoTotal, module, client, floor, clientFloor, peer }) {
  return (
    `Size: the classic script is ${bytes(script.gzip)} gzip (budget ${bytes(SCRIPT_BUDGET)}) and ` +
    `${bytes(script.brotli)} brotli, ${ratio(script.gzip, floor.gzip)}× the dependency floor of ` +
    `${bytes(floor.gzip)} gzip (Lit, zod/mini and qrcode's core encoder bundled alone); ` +
    `a crypto payment adds the payment file beside it, ${bytes(payment.gzip)} gzip, fetched from the buyer's first ` +
    `interaction (${bytes(cryptoTotal.gzip)} in all, budget ${bytes(CRYPTO_TOTAL_BUDGET)}); a card-only page loads ` +
    `${bytes(card.gzip)} gzip (budget ${bytes(CARD_BUDGET)}); ` +
    `the ES module is ${bytes(module.gzip)} gzip; the client entry, bundled, is ${bytes(client.gzip)} gzip ` +
    `(budget ${bytes(CLIENT_BUDGET)}), ${ratio(client.gzip, clientFloor.gzip)}× zod/mini's ` +
    `${bytes(clientFloor.gzip)} alone, with ${client.lit.length ? 'Lit in it' : 'no Lit'}. ` +
    `The peer @getalby/bitcoin-connect, bundled as an app ships it, is ${bytes(peer.gzip)} gzip.`
  );
}

/** The startup gates (STARTUP_BUDGETS), each with what it measures. */
const STARTUP_GATES = [['ours', 'both elements'], ['card', 'the card-only page'], ['de', 'the crypto element on a German page'], ['deCard', 'the card-only page in German']];

/** Every broken budget, one sentence each, for the exit code; parts not measured in this run have none. */
export function budgetFailures({ startup, submit, countdown, memory, hostile }, sizeFailures = []) {
  const failures = [...sizeFailures];
  if (startup) {
    for (const [name, what] of STARTUP_GATES) {
      // A run from before a gate existed (bench/before.json) has no figure for it.
      if (!startup.paired[name]) continue;
      const { ratio: r } = startup.paired[name];
      if (r.median > STARTUP_BUDGETS[name]) {
        failures.push(`startup of ${what} is ${r.median.toFixed(2)}× its markup baseline, median of ${r.n} paired loads, ${interval(r)} (at most ${STARTUP_BUDGETS[name]}×).`);
      }
    }
  }
  if (submit && submit.ratio.median > SUBMIT_RATIO_BUDGET) {
    failures.push(`submit → QR is ${submit.ratio.median.toFixed(2)}× a bare fetch and the QR render, median of ${submit.ratio.n} pairs, ${interval(submit.ratio)} (at most ${SUBMIT_RATIO_BUDGET}×).`);
  }
  if (countdown && !(countdown.perSecond <= COUNTDOWN_RENDERS_PER_SECOND)) {
    failures.push(`the countdown rendered ${countdown.renders} times while it showed ${countdown.advanced} seconds pass (at most ${COUNTDOWN_RENDERS_PER_SECOND} per second).`);
  }
  const growth = memory && memory.after.js - memory.before.js;
  if (memory && growth > HEAP_GROWTH_BUDGET) {
    failures.push(`the heap grew by ${mb(growth)} over ${memory.cycles} cycles (bound ${mb(HEAP_GROWTH_BUDGET)}).`);
  }
  for (const [name, answer] of Object.entries(hostile?.answers ?? {})) {
    if (answer.refused < answer.runs) failures.push(`the bounded read took the hostile answer "${name}" in ${answer.runs - answer.refused} of ${answer.runs} runs.`);
    if (answer.longestTask > HOSTILE_LONG_TASK_BUDGET_MS) {
      failures.push(`refusing the hostile answer "${name}" made a long task of ${ms(answer.longestTask)} (at most ${HOSTILE_LONG_TASK_BUDGET_MS} ms).`);
    }
  }
  return failures;
}

const both = (w) => `${bytes(w.gzip)} gzip, ${bytes(w.brotli)} brotli`;
const phases = (s) => PHASES.map((phase) => `${phase} ${ms(s.phases[phase].median)}`).join(', ');
const startupRow = (what, s, compared = '', budget = '') => [`${what} (${s.n} loads)`, ms(s.median), spread(s), [phases(s), compared].filter(Boolean).join('; '), budget];
/** A ratio's spread: the least, median and greatest of its per-pair ratios. */
const ratioSpread = (r) => `${times(r.min, 1)} / ${times(r.median, 1)} / ${times(r.max, 1)}; ${interval(r)}`;
/** Each side of a ratio measured in alternation, and their ratio of medians. */
const pairedCell = ({ a, b }, aName, bName) =>
  `${aName} ${ms(a.median)}, ${bName} ${ms(b.median)} (medians, ${a.n} loads of each, alternating); ratio of medians ${times(a.median, b.median)}`;
const former = (ok, budget) => `${budget}: ${ok ? 'within' : 'over'} (a former budget, informational since issue 32)`;

function sizeRows(sizes) {
  const { script, module, crypto, card, checks, cardTotal, price, pricedCardTotal, payment, cryptoTotal, walletFirstLoad, client, split, locales, floor, clientFloor, peer, peerOwn } = sizes;
  const vsFloor = (w) => `${ratio(w.gzip, floor.gzip)}× the floor gzip, ${ratio(w.brotli, floor.brotli)}× brotli`;
  return [
    ['Size: classic script `dist/market-checkout.iife.js`', both(script), '', vsFloor(script),
      verdict(script.gzip <= SCRIPT_BUDGET, `≤ ${bytes(SCRIPT_BUDGET)} gzip`) + ` (${bytes(SCRIPT_BUDGET - script.gzip)} left)`],
    ['Size: ES module `dist/market-checkout.js`', both(module), '', vsFloor(module), ''],
    ['Size: crypto-only script `dist/market-crypto-checkout.iife.js`', both(crypto), '', vsFloor(crypto), ''],
    ['Size: card-only script `dist/market-fiat-checkout.iife.js`', both(card), '', 'no guard, asset table or payment code',
      verdict(card.gzip <= CARD_BUDGET, `≤ ${bytes(CARD_BUDGET)} gzip`) + ` (${bytes(CARD_BUDGET - card.gzip)} left)`],
    ['Size: check file `dist/checks.<hash>.js`, fetched from the buyer\'s first touch', both(checks), '', 'zod/mini, the schemas, the client',
      verdict(checks.gzip <= CHECKS_BUDGET, `≤ ${bytes(CHECKS_BUDGET)} gzip`) + ` (${bytes(CHECKS_BUDGET - checks.gzip)} left)`],
    ["Size: a card buyer's total, card-only script + check file", both(cardTotal), '', '',
      verdict(cardTotal.gzip <= CARD_TOTAL_BUDGET, `≤ ${bytes(CARD_TOTAL_BUDGET)} gzip`) + ` (${bytes(CARD_TOTAL_BUDGET - cardTotal.gzip)} left)`],
    ['Size: price file `dist/price.<hash>.js`, fetched only on a page that sets a price (issue 52)', both(price), '', 'reading and checking the settings, exact totals, formatting, the quote calls', ''],
    // Issue 52 names a card buyer's total of 31,800 B and gave the price +900 B of script: the price
    // file is the rest of the price, which that total cannot also hold (told in its note); shown, not gated.
    ["Size: a card buyer's total on a priced page, card-only script + check file + price file", both(pricedCardTotal), '', '',
      `${bytes(pricedCardTotal.gzip - CARD_TOTAL_BUDGET)} over the ${bytes(CARD_TOTAL_BUDGET)} of a page without a price (not gated: issue 52's note)`],
    [`Size: payment file \`dist/${payment.name}\`, fetched from a crypto form's first interaction`, both(payment), '',
      payment.wallet ? 'browser-wallet screens in it' : 'no browser-wallet screens yet',
      verdict(payment.gzip <= PAYMENT_BUDGET, `≤ ${bytes(PAYMENT_BUDGET)} gzip`) + ` (${bytes(PAYMENT_BUDGET - payment.gzip)} left)`],
    ["Size: a crypto buyer's total, combined script + payment file", both(cryptoTotal), '', '',
      verdict(cryptoTotal.gzip <= CRYPTO_TOTAL_BUDGET, `≤ ${bytes(CRYPTO_TOTAL_BUDGET)} gzip`) + ` (${bytes(CRYPTO_TOTAL_BUDGET - cryptoTotal.gzip)} left)`],
    ["Size: browser-wallet code's share of the combined script (the script less the same built without the EIP-6963 listener, the wallet check and \"Use my wallet\")", both(walletFirstLoad), '', '',
      verdict(walletFirstLoad.gzip <= WALLET_FIRST_LOAD_BUDGET, `≤ ${bytes(WALLET_FIRST_LOAD_BUDGET)} gzip`) + ` (${bytes(WALLET_FIRST_LOAD_BUDGET - walletFirstLoad.gzip)} left)`],
    ['Size: dependency floor (Lit + zod/mini + qrcode core alone, minified)', both(floor), '', '', ''],
    ['Size: client entry `market-checkout/client` (bundled, minified)', both(client), '',
      `${client.lit.length ? `Lit inside: ${client.lit.length} modules` : 'no Lit inside'}; ` +
        `${ratio(client.gzip, clientFloor.gzip)}× zod/mini alone (${bytes(clientFloor.gzip)} gzip)`,
      verdict(client.gzip <= CLIENT_BUDGET && !client.lit.length, `≤ ${bytes(CLIENT_BUDGET)} gzip, no Lit`) + ` (${bytes(CLIENT_BUDGET - client.gzip)} left)`],
    ['Size: package `market-checkout` bundled by an app (esbuild, code splitting): first load', both(split.first), '',
      split.first.qrcode ? 'qrcode is in the first load' : 'no qrcode in it', ''],
    ['Size: … and the payment chunk its loader fetches on demand (languages apart)', split.lazy ? both(split.lazy) : 'nothing', '',
      split.lazy?.qrcode ? "qrcode's core and our path" : '', ''],
    ...(locales.length
      ? locales.map((l) => [`Size: locale \`dist/locales/${l.name}\``, both(l), '', '',
          verdict(l.gzip <= localeBudget(l.name), `≤ ${bytes(localeBudget(l.name))} gzip`) + ` (${bytes(localeBudget(l.name) - l.gzip)} left)`])
      : [['Size: locale files `dist/locales/*.js`, `dist/locales/payment/*.js`', 'none built', '', '', `≤ ${bytes(LOCALE_FORM_BUDGET)}, ≤ ${bytes(LOCALE_PAYMENT_BUDGET)} gzip each`]]),
    ['Size: peer `@getalby/bitcoin-connect` 3.12 bundled as an app ships it (dependencies included)', both(peer), '',
      `${ratio(peer.gzip, script.gzip)}× our classic script; its own UMD file alone, without its dependencies: ${bytes(peerOwn.gzip)} gzip`, ''],
  ];
}

const PRICE_TEXT = Object.entries(PRICE).map(([name, value]) => `${name}="${value}"`).join(' ');

/**
 * What the price costs at startup (issue 52): each priced page's wait for its totals (the price
 * file fetched beside the script, its first Intl formatter), and the same page with no price.
 */
const pricedRows = ({ ours, oursUnpriced, card, cardUnpriced }) => [
  [`Startup, priced pages: script evaluated → every price line showing its total (${ours.n} loads)`, ms(ours.priceShown.median), spread(ours.priceShown),
    `both elements; the card-only page ${ms(card.priceShown.median)} (${spread(card.priceShown)}); the form's first paint, busy line in its room, came at ${ms(ours.median)} and ${ms(card.median)}`, ''],
  startupRow('Startup, the same pages with no price: first paint of both elements', oursUnpriced,
    `priced ${ms(ours.median)} (${times(ours.median, oursUnpriced.median)}); the card-only page ${ms(cardUnpriced.median)}, priced ${ms(card.median)} (${times(card.median, cardUnpriced.median)})`),
];

function startupRows(startup) {
  const ratios = startupRatios(startup);
  const { paired } = startup;
  return [
    [`Startup gate: both elements, a price set (${PRICE_TEXT}), over their markup baseline, median of per-load ratios (${paired.ours.ratio.n} pairs)`, times(paired.ours.ratio.median, 1), ratioSpread(paired.ours.ratio),
      pairedCell(paired.ours, 'ours', 'markup'), ratioVerdict(paired.ours.ratio, STARTUP_BUDGETS.ours)],
    [`Startup gate: the card-only page, a price set, over its markup baseline, median of per-load ratios (${paired.card.ratio.n} pairs)`, times(paired.card.ratio.median, 1), ratioSpread(paired.card.ratio),
      pairedCell(paired.card, 'card-only', 'its markup'), ratioVerdict(paired.card.ratio, STARTUP_BUDGETS.card)],
    [`Startup gate: the crypto element on a German page, to the first paint of the German form (its language fetched beside the script), over its German markup baseline, median of per-load ratios (${paired.de.ratio.n} pairs)`,
      times(paired.de.ratio.median, 1), ratioSpread(paired.de.ratio), pairedCell(paired.de, 'German', 'its markup'), ratioVerdict(paired.de.ratio, STARTUP_BUDGETS.de)],
    [`Startup gate: the card-only page in German, likewise (${paired.deCard.ratio.n} pairs)`,
      times(paired.deCard.ratio.median, 1), ratioSpread(paired.deCard.ratio), pairedCell(paired.deCard, 'German card-only', 'its markup'), ratioVerdict(paired.deCard.ratio, STARTUP_BUDGETS.deCard)],
    startupRow("Startup, the German crypto page with the partner's preload line for `locales/de.js` (README's quick start)", startup.dePreload,
      `${times(startup.dePreload.median, startup.deMarkup.median)} its German markup baseline (ratio of medians); without the line ${ms(startup.de.median)}, ${times(startup.de.median, startup.deMarkup.median)}`),
    ...pricedRows(startup),
    startupRow('Startup: script evaluated → first paint of both elements', startup.ours, '',
      former(ratios.baseline <= FORMER_STARTUP_TARGETS.baseline, `${times(startup.ours.median, startup.baseline.median)} plain Lit, ≤ ${FORMER_STARTUP_TARGETS.baseline}×`) + '; ' +
        former(ratios.markup <= FORMER_STARTUP_TARGETS.markup, `${times(startup.ours.median, startup.markup.median)} plain markup, ≤ ${FORMER_STARTUP_TARGETS.markup}×`)),
    startupRow('Startup, card-only page: `dist/market-fiat-checkout.iife.js`, the fiat element alone', startup.card,
      `its baseline, one plain Lit element with the same inputs (${startup.cardInputs.join(' + ')}): ${ms(startup.cardBaseline.median)}`,
      former(ratios.card <= FORMER_STARTUP_TARGETS.card, `${times(startup.card.median, startup.cardBaseline.median)} its plain-Lit baseline, ≤ ${FORMER_STARTUP_TARGETS.card}×`)),
    startupRow("Startup with the page's Intl already started", startup.oursIntlWarm,
      `${times(startup.oursIntlWarm.median, startup.baseline.median)} plain Lit, ${times(startup.oursIntlWarm.median, startup.markup.median)} plain markup`),
    startupRow(`Startup baseline: plain Lit elements with the same inputs (${startup.inputs.join(' + ')})`, startup.baseline),
    startupRow('Startup baseline: plain Lit elements rendering our first markup and CSS, no logic', startup.markup,
      `${times(startup.markup.median, startup.baseline.median)} plain Lit`),
    startupRow("Startup baseline, card-only page: one plain Lit element rendering the fiat element's first markup and CSS, no logic", startup.cardMarkup,
      `${times(startup.cardMarkup.median, startup.cardBaseline.median)} its plain-Lit baseline; the card-only page is ${times(startup.card.median, startup.cardMarkup.median)} this`),
    startupRow('Startup of the peer: `<bc-button>` and `<bc-pay-button>`, first button focused', startup.peer,
      `${times(startup.peer.median, startup.ours.median)} ours`),
    [`Startup: each script compiled, not run (${startup.compile.ours.n} loads): ours (${kb(startup.compile.ours.bytes)})`,
      ms(startup.compile.ours.median), spread(startup.compile.ours),
      Object.entries({ 'plain Lit': startup.compile.baseline, peer: startup.compile.peer })
        .map(([name, s]) => `${name} (${kb(s.bytes)}): ${ms(s.median)}`)
        .concat(`per 100 KB: ours ${ms(per100(startup.compile.ours))}, plain Lit ${ms(per100(startup.compile.baseline))}, peer ${ms(per100(startup.compile.peer))}`)
        .join('; '), ''],
  ];
}

const submitRows = (submit) => [
  [`Submit → QR on screen over a bare fetch() to the same mock and the same QR render, interleaved, median of per-pair ratios (${submit.ratio.n} pairs)`,
    times(submit.ratio.median, 1), ratioSpread(submit.ratio),
    `submit → QR ${ms(submit.median)}, bare fetch + QR ${ms(submit.bare.median)} (medians, ${submit.n} of each); ratio of medians ${times(submit.median, submit.bare.median)}`,
    ratioVerdict(submit.ratio, SUBMIT_RATIO_BUDGET)],
  [`Submit → QR on screen, crypto, zero-latency mock, payment file already fetched (${submit.n} runs)`,
    `${ms(submit.median)}, p95 ${ms(submit.p95)}`, spread(submit), '',
    former(submit.median <= FORMER_SUBMIT_BUDGET_MS, `≤ ${FORMER_SUBMIT_BUDGET_MS} ms median`)],
];

const firstSubmitRows = (firstSubmit) => [
  [`First submit → QR on screen in a fresh page, package split by a bundler: the payment chunk fetched from the submit on (${firstSubmit.n} pages)`,
    `${ms(firstSubmit.median)}, p95 ${ms(firstSubmit.p95)}`, spread(firstSubmit), '',
    `target ≤ ${SUBMIT_TARGET_MS} ms median: ${firstSubmit.median <= SUBMIT_TARGET_MS ? 'met' : 'missed'} (not a budget)`],
];

const qrRows = (qr) => [
  [`QR matrix + SVG render, ${qr.length}-character URI (${qr.draw.n} runs)`, ms(qr.draw.median), spread(qr.draw),
    `matrix and path alone: ${ms(qr.matrix.median)} (${spread(qr.matrix)})`, ''],
];

const countdownRows = (countdown) => [
  [`Countdown: renders per second while counting (${countdown.ticks} s)`, countdown.perSecond.toFixed(2),
    '', `${countdown.renders} renders while ${countdown.advanced} seconds were shown to pass`,
    verdict(countdown.perSecond <= COUNTDOWN_RENDERS_PER_SECOND, `≤ ${COUNTDOWN_RENDERS_PER_SECOND}`)],
  ['Countdown: main-thread time per tick (CDP TaskDuration Δ)', ms(countdown.task.median), spread(countdown.task),
    `idle page, same sampling: ${ms(countdown.idleTask.median)}`, ''],
  ['Countdown: script time per tick (CDP ScriptDuration Δ)', ms(countdown.script.median), spread(countdown.script), '', ''],
];

function memoryRows(memory) {
  const growth = memory.after.js - memory.before.js;
  const embedder = memory.before.embedder === undefined ? '' : `; Blink's heap ${mb(memory.before.embedder)} → ${mb(memory.after.embedder)}`;
  return [
    [`JS heap after GC, before → after ${memory.cycles.toLocaleString('en-US')} mount/submit/unmount cycles`,
      `${mb(memory.before.js)} → ${mb(memory.after.js)} (${growth < 0 ? '−' : '+'}${kb(Math.abs(growth))})`, '',
      `one element kept after unmount: ${kb(memory.perLeakedElement)}${embedder}`,
      verdict(growth <= HEAP_GROWTH_BUDGET, `growth ≤ ${mb(HEAP_GROWTH_BUDGET)}`) + ` (${mb(HEAP_GROWTH_BUDGET - growth)} left)`],
  ];
}

function hostileRows(hostile) {
  const what = 'A hostile answer of 1 MiB + 1 B, fetched and refused by the chain reader\'s bounded read';
  if (!hostile.built) return [[what, 'not built yet', '', `no ${BOUNDED_READ.path} (export ${BOUNDED_READ.name}) in this tree`, `no long task > ${HOSTILE_LONG_TASK_BUDGET_MS} ms: not a gate until it exists`]];
  return Object.entries(hostile.answers).map(([name, a]) => [
    `${what}: ${name} (${a.runs} runs)`, `longest task ${ms(a.longestTask)}`, spread(a.ms), `refused ${a.refused} of ${a.runs}; read time min / median / max`,
    verdict(a.refused === a.runs && a.longestTask <= HOSTILE_LONG_TASK_BUDGET_MS, `refused, no long task > ${HOSTILE_LONG_TASK_BUDGET_MS} ms`),
  ]);
}

/** The table of every part measured in this run. */
export function table({ sizes, startup, submit, firstSubmit, qr, countdown, memory, hostile }) {
  const rows = [
    ...(sizes ? sizeRows(sizes) : []),
    ...(startup ? startupRows(startup) : []),
    ...(submit ? submitRows(submit) : []),
    ...(firstSubmit ? firstSubmitRows(firstSubmit) : []),
    ...(qr ? qrRows(qr) : []),
    ...(countdown ? countdownRows(countdown) : []),
    ...(memory ? memoryRows(memory) : []),
    ...(hostile ? hostileRows(hostile) : []),
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(['measure', 'median / value', 'min / median / max', 'compared with', 'budget']),
    line(['---', '---', '---', '---', '---']),
    ...rows.map((row) => line(row.map((cell) => cell || '—'))),
  ].join('\n');
}

/** The "before" run (bench/before.json), if kept: the same startup measured on an earlier tree. */
export function readBefore() {
  return existsSync('bench/before.json') ? JSON.parse(readFileSync('bench/before.json', 'utf8')) : undefined;
}

/**
 * The startup gates and each page's phases, before → after, in ms and as a share of the plain-Lit
 * baseline of its own run; the after column empty when `startup` is (the "before" alone).
 */
export function phaseTable(startup, before) {
  if (!before?.startup) return '';
  const pages = [['ours', 'ours'], ['oursIntlWarm', "ours, page's Intl started"], ['card', 'card-only'], ['baseline', 'plain Lit'],
    ['markup', 'plain markup'], ['cardMarkup', 'card-only plain markup'], ['de', 'German crypto'], ['deCard', 'German card-only']];
  const cell = (run, page, phase) => {
    const s = run.startup?.[page];
    const value = phase ? s?.phases[phase]?.median : s?.median;
    if (value === undefined) return '—';
    return `${ms(value)} (${(value / run.startup.baseline.median).toFixed(2)}× base)`;
  };
  const gate = (run, name) => {
    const r = run.startup?.paired?.[name]?.ratio;
    return r ? `${times(r.median, 1)} [${times(r.interval.low, 1)}–${times(r.interval.high, 1)}], ${r.n} pairs` : '—';
  };
  const after = { startup };
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rows = [
    line(['gate: both elements over their markup baseline', 'median of per-load ratios [95% interval]', gate(before, 'ours'), gate(after, 'ours')]),
    line(['gate: the card-only page over its markup baseline', 'median of per-load ratios [95% interval]', gate(before, 'card'), gate(after, 'card')]),
    line(['gate: the crypto element in German over its markup baseline', 'median of per-load ratios [95% interval]', gate(before, 'de'), gate(after, 'de')]),
    line(['gate: the card-only page in German over its markup baseline', 'median of per-load ratios [95% interval]', gate(before, 'deCard'), gate(after, 'deCard')]),
  ];
  for (const [page, name] of pages) {
    for (const phase of [...PHASES, undefined]) {
      rows.push(line([name, phase ?? '**total**', cell(before, page, phase), cell(after, page, phase)]));
    }
  }
  return `Startup, medians: before (${before.label}, run ${before.date}, load average ${before.load}) → after (${startup ? 'this run' : 'not measured yet'}). A time
is only comparable within its run; "× base" is that time over the plain-Lit baseline's total in the same run.

${line(['page', 'phase', 'before', 'after'])}
${line(['---', '---', '---', '---'])}
${rows.join('\n')}
`;
}

const METHOD = `How each figure is taken (bench/*.js):
- Sizes: gzip -9 and brotli -11 of the files as built; the client entry, the package as an app
  bundles it (esbuild with code splitting: the first load is the entry and what it imports, then
  the payment chunk its loader's import() fetches, the languages apart), the floors (bench/pages/floor*.ts) and the peer
  (bench/pages/peer.ts) bundled and minified by esbuild with Lit's production build, the floor
  and the peer as classic scripts like ours. A size is exact; every other figure is a time on a
  noisy machine.
- Startup: each page load in a fresh browser context; the script's text is fetched first, then
  run as an inline script, so the clock (performance.now(), cross-origin isolated) covers
  compiling and running it (phase "evaluate": the tags defined and the elements upgraded), the
  first render of every Lit element on the page, nested ones included ("render"), then style,
  layout and paint, and every task run before that frame is presented (the elements' own, such as
  the setup warnings), until it is ("paint"): the clock stops at the page's \`first-paint\` entry
  (Paint Timing), Chromium's first paint itself (issue 46; the check is below). Each element's
  first input (the peer's first button) is then checked to be laid out and to take focus, off the
  clock. Ours, ours with one number formatted before the clock starts (so that the first Intl
  formatter, which starts Chromium's ICU, falls outside it), the plain-Lit baseline
  (bench/pages/baseline.ts), the
  plain-markup baseline (bench/pages/plain-markup.ts: the markup and style sheets ours rendered
  in an uncounted first load, as one static template per element), the peer, and the card-only
  page (dist/market-fiat-checkout.iife.js and the fiat element alone) with its own plain-Lit
  baseline (one element, as many inputs) and plain-markup baseline (its first markup and CSS)
  take turns; one load of each is not counted. Ours and the card-only page carry a partner's
  price (issue 52: bench/pages.js PRICE), so the clock covers what a priced page does before its
  first paint, whose price line is busy in its room while the price file comes; each priced load
  also answers, off the clock, when every line showed its total; the same two pages without a
  price take their turns too. The gates (issue 32) are measured apart: ours and
  its plain-markup baseline loaded in alternation (A, B, A, B…, ${PAIRED_LOADS} loads of each after one
  uncounted of each), each load of ours over the baseline's load beside it, and the median of
  those ratios; then the card-only page and its markup baseline the same way. Neighbouring loads
  share the machine's moment, so other work on it weighs less in a per-load ratio than in a ratio
  of two medians. Beside each median, its 95% interval (issue 41): the order statistics of ranks
  l and n + 1 − l with P(Binomial(n, ½) < l) ≤ 2.5% (ranks 31 and 50 of 80), which holds the
  median of the same code's ratios with at least 95% probability whatever their distribution; a
  budget inside the interval is marked "not decided by this run". Budgets: bench/budgets.js.
- The startup clock's stop (issue 46), checked by \`node bench/paint-clock.js 15 40\` on 2026-11-29
  (main at 250f5b9, load average 24 to 35 on 2 cores): the page's \`first-paint\` entry lay within
  1 ms of the trace's own \`firstPaint\` in 58 of 60 traced loads (the card-only page, both
  elements and their markup baselines, 15 each; median −0.1 ms, the two others 1.3 and 1.9 ms),
  where two animation frames from the end of the render landed a median −13 to +2 ms from it and
  anywhere from −303 to +30 ms: the entry is Chromium's first paint, two frames only near it. The
  setup warnings' zero-delay timer task (a median 8 ms on the card page, 11 ms with both elements)
  began before that first paint in 15 of 15 loads of each page, inside the clock, where the former
  clock stopped before it in every load; it ended before the frame was presented in 9 (card) and
  13 (both) of 15, and after the main thread had painted the frame in 15 and 12 of 15: Chromium
  paints the form, then runs the task while its compositor presents the frame, so the task holds
  the first paint back only as far as it takes the CPU from that presentation. Held back 3 s in
  40 alternating pairs, it changed the clock by a median −11 ms (card) and −21 ms (both), with
  95% intervals about ±60 ms wide: at that load the run could not tell by how much.
- Submit → QR: a click on the submit button of a filled-in element, laid out before the clock
  starts, until the QR code's SVG is in its shadow root and laid out. With the classic script, 5
  runs of warm-up are not counted (the first of them fetches the payment file beside the script),
  and each purchase is followed by its floor (bench/pages/bare-submit.ts): the request the element
  sent, recorded on its first purchase, sent again by a bare fetch() to the same mock, and the QR
  code of the answer's link drawn with the same encoder and template, laid out; the gate is the
  median of the per-pair ratios, for the reason above. With the package (dist/lib bundled by
  esbuild with code splitting, as an app ships it), each run is the first purchase of a fresh
  page, so the payment chunk is fetched from the submit on.
- QR: bench/pages/qr.ts, src/payment-screen/qr-path.ts and lit's render with the element's template, laid out.
- A hostile answer (issue 33; bench/hostile.js): answers of 1 MiB + 1 B (a JSON-RPC result of one
  long hex string; arrays nested half a million deep) fetched from the bench's server and handed to
  the chain reader's bounded read, once it exists, with Chromium's long tasks (over 50 ms) observed
  from the fetch to the read's end; until then the row says "not built yet" and gates nothing.
- Countdown: a subclass of the shipped element counts its renders; CDP Performance.getMetrics is
  sampled once a second, half-way between ticks, so each delta holds one tick and the sampling.
- Heap: CDP HeapProfiler.collectGarbage (twice) then Runtime.getHeapUsage (usedSize), after 20
  uncounted cycles and after the counted ones; then 50 elements kept after unmount, to show what
  a leak per cycle would cost. Blink's heap is shown, not budgeted: 1,000 bare fetch() calls to
  the mock, with no element at all, grow it about as much (0.4 MB), so that growth is the
  requests' bookkeeping under DevTools, not the element.`;

export function resultsMarkdown({ results, machine, seconds, failures, before }) {
  return `# Benchmark results

Written by \`npm run bench\` (bench/run.js); run it again to regenerate this file. These machines
are noisy: compare medians and ratios measured in the same run, not single figures across runs.

- Date: ${machine.date}
- Machine: ${machine.os}; ${machine.cpus}; ${machine.memory}; load average ${machine.load}
- Node ${machine.node}; ${machine.chromium}
- Run time: ${seconds.toFixed(0)} s
- Budgets: ${failures.length ? `**broken**:\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'all met.'}

${sizeLine(results.sizes)}

${table(results)}

${phaseTable(results.startup, before)}
<!-- bench:profile -->
${profileSection()}
<!-- /bench:profile -->

${METHOD}
`;
}
