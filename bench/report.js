// The one table `npm run bench` prints and writes to bench/RESULTS.md, and the size line the
// README quotes.
import { CLIENT_BUDGET, ratio, SCRIPT_BUDGET } from './size.js';
import { HEAP_GROWTH_BUDGET } from './memory.js';

const bytes = (n) => `${n.toLocaleString('en-US')} B`;
const kb = (n) => `${(n / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const ms = (x) => `${x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)} ms`;
const spread = (s) => `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
const times = (a, b) => `${(a / b).toFixed(2)}×`;
const verdict = (ok, budget) => `${budget}: ${ok ? 'met' : '**broken**'}`;

export function sizeLine({ script, module, client, floor, shippedFloor, clientFloor }) {
  return (
    `Size: the classic script is ${bytes(script.gzip)} gzip (budget ${bytes(SCRIPT_BUDGET)}) and ` +
    `${bytes(script.brotli)} brotli, ${ratio(script.gzip, floor.gzip)}× the dependency floor of ` +
    `${bytes(floor.gzip)} gzip (Lit, zod/mini and qrcode's matrix bundled alone) and ` +
    `${ratio(script.gzip, shippedFloor.gzip)}× the ${bytes(shippedFloor.gzip)} of Lit and zod/mini alone; ` +
    `the ES module is ${bytes(module.gzip)} gzip; the client entry, bundled, is ${bytes(client.gzip)} gzip ` +
    `(budget under ${bytes(CLIENT_BUDGET)}), ${ratio(client.gzip, clientFloor.gzip)}× zod/mini's ` +
    `${bytes(clientFloor.gzip)} alone, with ${client.lit.length ? 'Lit in it' : 'no Lit'}.`
  );
}

/** Every broken budget, one sentence each, for the exit code. */
export function budgetFailures({ countdown, memory }, sizeFailures) {
  const failures = [...sizeFailures];
  if (!(countdown.perSecond <= 1)) {
    failures.push(`the countdown rendered ${countdown.renders} times while it showed ${countdown.advanced} seconds pass (at most 1 per second).`);
  }
  const growth = memory.after.js - memory.before.js;
  if (growth >= HEAP_GROWTH_BUDGET) {
    failures.push(`the heap grew by ${mb(growth)} over ${memory.cycles} cycles (bound ${mb(HEAP_GROWTH_BUDGET)}).`);
  }
  return failures;
}

export function table({ sizes, startup, submit, qr, countdown, memory }) {
  const { script, module, client, floor, shippedFloor, clientFloor } = sizes;
  const both = (w) => `${bytes(w.gzip)} gzip, ${bytes(w.brotli)} brotli`;
  const vsFloor = (w) => `${ratio(w.gzip, floor.gzip)}× the floor gzip, ${ratio(w.brotli, floor.brotli)}× brotli`;
  const growth = memory.after.js - memory.before.js;
  const embedder = memory.before.embedder === undefined ? '' : `; Blink's heap ${mb(memory.before.embedder)} → ${mb(memory.after.embedder)}`;
  const rows = [
    ['Size: classic script `dist/market-checkout.iife.js`', both(script), '', vsFloor(script),
      verdict(script.gzip <= SCRIPT_BUDGET, `≤ ${bytes(SCRIPT_BUDGET)} gzip`)],
    ['Size: ES module `dist/market-checkout.js`', both(module), '', vsFloor(module), ''],
    ['Size: dependency floor (lit + zod/mini + qrcode matrix alone, minified)', both(floor), '', '', ''],
    ['Size: floor of what ships (lit + zod/mini alone; our encoder replaced qrcode)', both(shippedFloor), '',
      `the classic script is ${ratio(script.gzip, shippedFloor.gzip)}× it gzip`, ''],
    ['Size: client entry `market-checkout/client` (bundled, minified)', both(client), '',
      `${client.lit.length ? `Lit inside: ${client.lit.length} modules` : 'no Lit inside'}; ` +
        `${ratio(client.gzip, clientFloor.gzip)}× zod/mini alone (${bytes(clientFloor.gzip)} gzip)`,
      verdict(client.gzip < CLIENT_BUDGET && !client.lit.length, `< ${bytes(CLIENT_BUDGET)} gzip, no Lit`)],
    [`Startup: script evaluated → both elements rendered and interactive (${startup.ours.n} loads)`,
      ms(startup.ours.median), spread(startup.ours),
      `${times(startup.ours.median, startup.baseline.median)} the plain-Lit baseline`, ''],
    [`Startup with the page's Intl already started (${startup.oursIntlWarm.n} loads): the years labels' first formatter starts Chromium's ICU`,
      ms(startup.oursIntlWarm.median), spread(startup.oursIntlWarm),
      `${times(startup.oursIntlWarm.median, startup.baseline.median)} the plain-Lit baseline`, ''],
    [`Startup baseline: plain Lit elements with the same inputs (${startup.inputs.join(' + ')}), ${startup.baseline.n} loads`,
      ms(startup.baseline.median), spread(startup.baseline), '', ''],
    [`Submit → QR on screen, crypto, zero-latency mock (${submit.n} runs)`,
      `${ms(submit.median)}, p95 ${ms(submit.p95)}`, spread(submit), '', ''],
    [`QR matrix + SVG render, ${qr.length}-character URI (${qr.draw.n} runs)`, ms(qr.draw.median), spread(qr.draw),
      `matrix and path alone: ${ms(qr.matrix.median)} (${spread(qr.matrix)})`, ''],
    [`Countdown: renders per second while counting (${countdown.ticks} s)`, countdown.perSecond.toFixed(2),
      '', `${countdown.renders} renders while ${countdown.advanced} seconds were shown to pass`,
      verdict(countdown.perSecond <= 1, '≤ 1')],
    ['Countdown: main-thread time per tick (CDP TaskDuration Δ)', ms(countdown.task.median), spread(countdown.task),
      `idle page, same sampling: ${ms(countdown.idleTask.median)}`, ''],
    ['Countdown: script time per tick (CDP ScriptDuration Δ)', ms(countdown.script.median), spread(countdown.script), '', ''],
    [`JS heap after GC, before → after ${memory.cycles.toLocaleString('en-US')} mount/submit/unmount cycles`,
      `${mb(memory.before.js)} → ${mb(memory.after.js)} (${growth < 0 ? '−' : '+'}${kb(Math.abs(growth))})`, '',
      `one element kept after unmount: ${kb(memory.perLeakedElement)}${embedder}`,
      verdict(growth < HEAP_GROWTH_BUDGET, `growth < ${mb(HEAP_GROWTH_BUDGET)}`)],
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(['measure', 'median / value', 'min / median / max', 'compared with', 'budget']),
    line(['---', '---', '---', '---', '---']),
    ...rows.map((row) => line(row.map((cell) => cell || '—'))),
  ].join('\n');
}

const METHOD = `How each figure is taken (bench/*.js):
- Sizes: gzip -9 and brotli -11 of the files as built; the client entry and the floors
  (bench/pages/floor*.ts) bundled and minified by esbuild with Lit's production build, the floors
  of the classic script as classic scripts like ours. A size is exact; every other figure is a
  time on a noisy machine.
- Startup: each page load in a fresh browser context; the script's text is fetched first, then
  run as an inline script, so the clock (performance.now(), cross-origin isolated) covers
  compiling and running it, the first render, layout, and focus taken by each element's first
  input. Ours, ours with one number formatted before the clock starts (so that the first Intl
  formatter, which starts Chromium's ICU, falls outside it) and the baseline (bench/pages/baseline.ts)
  take turns; one load of ours and of the baseline is not counted.
- Submit → QR: a click on the submit button of a filled-in element until the QR code's SVG is in
  its shadow root and laid out; 5 runs of warm-up are not counted.
- QR: bench/pages/qr.ts, src/qr/qr-path.ts and lit's render with the element's template, laid out.
- Countdown: a subclass of the shipped element counts its renders; CDP Performance.getMetrics is
  sampled once a second, half-way between ticks, so each delta holds one tick and the sampling.
- Heap: CDP HeapProfiler.collectGarbage (twice) then Runtime.getHeapUsage (usedSize), after 20
  uncounted cycles and after the counted ones; then 50 elements kept after unmount, to show what
  a leak per cycle would cost. Blink's heap is shown, not budgeted: 1,000 bare fetch() calls to
  the mock, with no element at all, grow it about as much (0.4 MB), so that growth is the
  requests' bookkeeping under DevTools, not the element.`;

export function resultsMarkdown({ results, machine, seconds, failures }) {
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

${METHOD}
`;
}
