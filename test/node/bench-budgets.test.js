// The bench's gates (bench/report.js): which figures break a budget, and that a part not measured,
// or the chain reader not built yet, breaks none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetFailures, table } from '../../bench/report.js';
import { pairedRatios } from '../../bench/stats.js';

const loads = (ms) => ({ n: 1, min: ms, median: ms, p95: ms, max: ms, phases: { evaluate: { median: ms }, render: { median: 0 }, layout: { median: 0 } } });
/** Startup as measured, with each gate's per-load ratios. */
const startup = (ours, card) => ({ paired: { ours: { ratio: pairedRatios(ours, ours.map(() => 1)), a: loads(2), b: loads(1) }, card: { ratio: pairedRatios(card, card.map(() => 1)), a: loads(2), b: loads(1) } } });

test('per-load ratios: the median of a[i] / b[i], not the ratio of the medians', () => {
  const ratios = pairedRatios([10, 40, 90], [10, 10, 30]);
  assert.deepEqual([ratios.min, ratios.median, ratios.max, ratios.n], [1, 3, 4, 3]);
  assert.throws(() => pairedRatios([1, 2], [1]));
});

test('startup breaks its budgets past 1.8× (both elements) and 1.6× (card only) over the markup baselines', () => {
  assert.deepEqual(budgetFailures({ startup: startup([1.7, 1.8, 3], [1.5, 1.6, 9]) }), []);
  const failures = budgetFailures({ startup: startup([1.7, 1.81, 3], [1.5, 1.61, 9]) });
  assert.equal(failures.length, 2);
  assert.match(failures[0], /both elements is 1\.81× its markup baseline, median of 3 paired loads/);
  assert.match(failures[1], /card-only page is 1\.61×/);
});

test('submit → QR breaks its budget past 3× the bare fetch and QR render, whatever its milliseconds', () => {
  const submit = (ratios, ms) => ({ ...loads(ms), bare: loads(ms / 3), ratio: pairedRatios(ratios, ratios.map(() => 1)) });
  assert.deepEqual(budgetFailures({ submit: submit([2, 3, 4], 90) }), []);
  assert.match(budgetFailures({ submit: submit([2, 3.1, 4], 5) })[0], /3\.10× a bare fetch/);
});

test('the hostile answer: not built yet gates nothing; built, it must be refused every time with no long task over 50 ms', () => {
  assert.deepEqual(budgetFailures({ hostile: { built: false } }), []);
  assert.match(table({ hostile: { built: false } }), /not built yet/);
  const answer = (refused, longestTask) => ({ refused, runs: 10, longestTask, ms: loads(5) });
  assert.deepEqual(budgetFailures({ hostile: { built: true, answers: { a: answer(10, 50) } } }), []);
  assert.equal(budgetFailures({ hostile: { built: true, answers: { a: answer(9, 10), b: answer(10, 51) } } }).length, 2);
});
