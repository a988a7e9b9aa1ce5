/**
 * Running a fast-check property inside a mocha test so that its story reaches the runner's
 * output: how many cases were generated (a browser `console.log` is printed by the runner) and,
 * on failure, the seed and path that replay the counterexample.
 *
 * Each run draws a fresh seed, so every run explores new cases; each property mixes its own name
 * into it, so two properties over the same values (one per element) do not see the same cases.
 * To replay a failure, copy the property's name and the `seed` and `path` of its report into
 * REPLAY below: that property then runs the failing case alone.
 */
import fc from 'fast-check';

export const REPLAY = undefined as { property: string; seed: number; path: string } | undefined;

/** One seed per page load. */
const SEED = (Math.random() * 2 ** 31) | 0;

/** Long generated values (huge strings) are cut in reports so the runner's output stays readable. */
const MAX_REPORT = 6000;

function seedFor(name: string): number {
  let hash = 0;
  for (const c of name) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  return (SEED ^ hash) | 0;
}

/**
 * Checks `property` over `numRuns` generated cases; resolves to the number of cases run, or
 * rejects with fast-check's report (counterexample, seed, path, the property's own error).
 */
export async function checkProperty<Ts>(
  name: string,
  property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>,
  numRuns: number,
): Promise<number> {
  const replay = REPLAY?.property === name ? REPLAY : undefined;
  const seed = replay?.seed ?? seedFor(name);
  const params = replay ? { numRuns, seed, path: replay.path, endOnFailure: true } : { numRuns, seed };
  const details = await fc.check(property as fc.IAsyncProperty<Ts>, params);
  const shrinks = details.failed ? `, ${details.numShrinks} shrinks` : '';
  console.log(`[property] ${name}: ${details.numRuns} generated cases${shrinks} (seed ${seed})`);
  if (details.failed) {
    // The property's own error says what went wrong; fast-check's report says with what.
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const report = `${name}: ${cause}\n${fc.defaultReportMessage(details) ?? `seed ${seed}`}`;
    const cut = report.length > MAX_REPORT ? `${report.slice(0, MAX_REPORT)}… [report cut]` : report;
    console.log(`[property] ${name} FAILED (replay: REPLAY = { property: ${JSON.stringify(name)}, seed: ${seed}, path: ${JSON.stringify(details.counterexamplePath)} })\n${cut}`);
    throw new Error(cut);
  }
  return details.numRuns;
}
