// Issue 33: "a 1 MiB hostile answer is refused without a long task over 50 ms": the chain readers'
// bounded read (src/chain/read-json.ts), bundled by path, fetching each hostile answer itself as
// it fetches an endpoint's. Were the module gone, the step would say "not built yet", with no
// figure and no gate.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { freshPage } from './browser.js';
import { PAGE_BUILD } from './pages.js';
import { summary } from './stats.js';

/**
 * Where the bounded read is and its export's name, `(url: string) => Promise<{ ok: boolean }>`
 * (bench/pages/hostile-answer.ts): the one place to change if it moves.
 */
export const BOUNDED_READ = { path: 'src/chain/read-json.ts', name: 'readJson' };
const MIB = 1024 * 1024;

/**
 * Answers of MIB + 1 bytes, the least past the 1 MiB cut: a JSON-RPC result that is one long hex
 * string, and arrays nested a million deep (what makes a naive JSON.parse work or throw).
 */
export const HOSTILE_ANSWERS = {
  'long-string': (() => {
    const head = '{"jsonrpc":"2.0","id":1,"result":"0x';
    const tail = '"}';
    return head + 'f'.repeat(MIB + 1 - head.length - tail.length) + tail;
  })(),
  'deep-nesting': '['.repeat(MIB / 2) + ']'.repeat(MIB / 2) + ' ',
};

/** The page, its script with the bounded read wired in, and the answers; none while the module does not exist. */
export async function hostileFiles() {
  if (!existsSync(BOUNDED_READ.path)) return [];
  const result = await build({
    stdin: {
      contents: `import { ${BOUNDED_READ.name} } from './${BOUNDED_READ.path}';\nimport { installHostileRun } from './bench/pages/hostile-answer.ts';\ninstallHostileRun(${BOUNDED_READ.name});`,
      resolveDir: '.',
      loader: 'ts',
    },
    ...PAGE_BUILD,
  });
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"></head><body><script src="/bench/hostile.js"></script></body></html>';
  return [
    ['/bench/hostile.js', { type: 'js', body: result.outputFiles[0].text }],
    ['/hostile.html', { type: 'html', body: page }],
    ...Object.entries(HOSTILE_ANSWERS).map(([name, body]) => [`/hostile/${name}.json`, { type: 'json', body }]),
  ];
}

/** `runs` reads of each hostile answer in one page, after one uncounted; `built: false` while there is no reader. */
export async function measureHostile(browser, { origin, files }, runs) {
  if (!files.has('/hostile.html')) return { built: false };
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/hostile.html`);
    const answers = {};
    for (const name of Object.keys(HOSTILE_ANSWERS)) {
      const url = `${origin}/hostile/${name}.json`;
      await page.evaluate((u) => window.benchHostile(u), url);
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await page.evaluate((u) => window.benchHostile(u), url));
      answers[name] = {
        refused: results.filter((r) => r.refused).length,
        runs,
        ms: summary(results.map((r) => r.ms)),
        longestTask: Math.max(...results.map((r) => r.longestTask)),
      };
    }
    check();
    return { built: true, answers };
  } finally {
    await close();
  }
}
