// The startup profiles kept for comparison (`npm run bench:profile -- card --save before`, then
// `--save after` on the changed code): bench/profile-<page>.json holds each label's phase medians,
// and bench/RESULTS.md shows them side by side between its profile markers, in the section that
// `npm run bench` writes from the same files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The phases bench/profile.js reads from a trace, in the order they are shown. */
export const PROFILE_PHASES = ['evaluate', 'compile', 'render', 'of which tasks after the render', 'layout', 'gc', 'other', 'total'];
const PAGES = { card: 'the card-only page', ours: 'both elements' };
const RESULTS = 'bench/RESULTS.md';
const MARKED = /(<!-- bench:profile -->\n)[^]*?(\n<!-- \/bench:profile -->)/;

const file = (page) => `bench/profile-${page}.json`;
const read = (page) => (existsSync(file(page)) ? JSON.parse(readFileSync(file(page), 'utf8')) : {});

/** The profile section of bench/RESULTS.md: each page's saved profiles side by side; '' if none. */
export function profileSection() {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const tables = Object.entries(PAGES).flatMap(([page, name]) => {
    const saved = Object.entries(read(page));
    if (!saved.length) return [];
    const cell = (record, phase) => `${record.phases[phase].toFixed(1)} ms (${(record.shares[phase] * 100).toFixed(0)}%)`;
    return [[
      `Startup profile of ${name} (\`npm run bench:profile -- ${page}\`): script evaluated → first paint, medians of per-load`,
      'main-thread time, traced (so slower than the bench; read the shares). In brackets: the share of',
      "all the loads' time together (medians of milliseconds need not add up; shares do).",
      '',
      line(['phase', ...saved.map(([label, r]) => `${label} (${r.date}, ${r.loads} loads, load ${r.load})`)]),
      line(['---', ...saved.map(() => '---')]),
      ...PROFILE_PHASES.map((phase) => line([phase, ...saved.map(([, r]) => cell(r, phase))])),
    ].join('\n')];
  });
  return tables.join('\n\n');
}

/** Keeps `record` as `label` for `page` and refreshes the section in bench/RESULTS.md. */
export function saveProfile(page, label, record) {
  writeFileSync(file(page), JSON.stringify({ ...read(page), [label]: record }, null, 2) + '\n');
  const results = readFileSync(RESULTS, 'utf8');
  const section = profileSection();
  writeFileSync(RESULTS, MARKED.test(results)
    ? results.replace(MARKED, (_, open, close) => open + section + close)
    : `${results.trimEnd()}\n\n<!-- bench:profile -->\n${section}\n<!-- /bench:profile -->\n`);
}
