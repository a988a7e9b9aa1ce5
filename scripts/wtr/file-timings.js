// A reporter of where a run's time goes: each test file's wall time in each engine, from its page
// being set up to its results, the slowest printed at the run's end and all of them written to
// .cache/test-timings-<engines>.json. The fresh-clone CI runs past 30 minutes on two cores; its
// log is where the next cut is chosen, and the runner itself tells no file's time.

import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** How many of the slowest files the run's end names, per engine. */
const SHOWN = 12;

export function fileTimings() {
  const began = new Map();
  const took = [];
  return {
    start({ sessions, startTime }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') began.set(session.id, Date.now());
        if (session.status === 'FINISHED') {
          // The first pages are set up before the reporter hears of it: they count from the run's start.
          const file = relative(process.cwd(), session.testFile);
          took.push({ file, engine: session.browser.name, ms: Date.now() - (began.get(session.id) ?? startTime) });
        }
      });
    },
    stop() {
      if (!took.length) return;
      const engines = [...new Set(took.map((t) => t.engine))];
      const lines = [];
      for (const engine of engines) {
        const mine = took.filter((t) => t.engine === engine).sort((a, b) => b.ms - a.ms);
        const total = mine.reduce((sum, t) => sum + t.ms, 0);
        lines.push(`${engine}: ${mine.length} files, ${(total / 1000).toFixed(0)} s of page time in all; the slowest:`);
        for (const t of mine.slice(0, SHOWN)) lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}`);
      }
      console.log(`\nTest files' wall time (each from its page's setup to its results):\n${lines.join('\n')}`);
      mkdirSync('.cache', { recursive: true });
      const name = engines.map((e) => e.toLowerCase().replace(/\W+/g, '-')).join('+');
      writeFileSync(`.cache/test-timings-${name}.json`, JSON.stringify(took, null, 1) + '\n');
    },
  };
}
