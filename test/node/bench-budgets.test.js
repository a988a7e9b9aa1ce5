// The bench's gates (bench/report.js, with the budgets of bench/budgets.js): which figures break a
// budget, and that a part not measured, or the chain reader not built yet, breaks none; the
// median's 95% interval printed beside each ratio (bench/stats.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetFailures, table } from '../../bench/report.js';
import { medianInterval, pairedRatios } from '../../bench/stats.js';

const loads = (ms) => ({ n: 1, min: ms, median: ms, p95: ms, max: ms, phases: { evaluate: { median: ms }, render: { median: 0 }, layout: { median: 0 } } });
/** Startup as measured, with each gate's per-load ratios. */
const startup = (ours, card) => ({ paired: { ours: { ratio: pairedRatios(ours, ours.map(() => 1)), a: loads(2), b: loads(1) }, card: { ratio: pairedRatios(card, card.map(() => 1)), a: loads(2), b: loads(1) } } });

test('per-load ratios: the median of a[i] / b[i], not the ratio of the medians', () => {
  const ratios = pairedRatios([10, 40, 90], [10, 10, 30]);
  assert.deepEqual([ratios.min, ratios.median, ratios.max, ratios.n], [1, 3, 4, 3]);
  assert.throws(() => pairedRatios([1, 2], [1]));
});

test('startup breaks its budgets past 1.6× (both elements) and 1.6× (card only) over the markup baselines', () => {
  assert.deepEqual(budgetFailures({ startup: startup([1.3, 1.6, 3], [1.2, 1.6, 9]) }), []);
  const failures = budgetFailures({ startup: startup([1.3, 1.61, 3], [1.2, 1.61, 9]) });
  assert.equal(failures.length, 2);
  assert.match(failures[0], /both elements is 1\.61× its markup baseline, median of 3 paired loads, 95% interval 1\.30×–3\.00×/);
  assert.match(failures[1], /card-only page is 1\.61×/);
});

test("the median's 95% interval: the order statistics of ranks 31 and 50 of 80, holding the median at least 95% of the time", () => {
  // Shuffled, so that the ranks are taken from the sorted values and not from the order of the loads.
  const values = Array.from({ length: 80 }, (_, i) => ((i * 37) % 80) + 1);
  const { low, high, confidence } = medianInterval(values);
  assert.deepEqual([low, high], [31, 50]);
  assert.ok(confidence >= 0.95 && confidence < 0.97, String(confidence));
  assert.deepEqual(Object.values(medianInterval([1, 2, 3, 4, 5, 6])).slice(0, 2), [1, 6], 'six values: the whole sample is the 95% interval');
  // Against draws: over many samples of 80 from a skewed distribution, the interval holds the true median 95% of the time or more.
  let seed = 41;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const trueMedian = Math.log(2); // of the exponential distribution with rate 1
  let held = 0;
  for (let run = 0; run < 2000; run += 1) {
    const sample = Array.from({ length: 80 }, () => -Math.log(1 - random()));
    const i = medianInterval(sample);
    if (i.low <= trueMedian && trueMedian <= i.high) held += 1;
  }
  assert.ok(held / 2000 >= 0.945, `held ${held} of 2000`);
});

test('a gate whose budget lies inside the interval says the run did not decide it', () => {
  const submit = (ratios) => ({ ...loads(90), bare: loads(30), ratio: pairedRatios(ratios, ratios.map(() => 1)) });
  const gate = (ratios) => table({ submit: submit(ratios) }).split('\n').find((row) => row.includes('median of per-pair ratios'));
  assert.match(gate([2, 2.1, 2.2, 2.3, 2.4, 2.5]), /2\.20×.*95% interval 2\.00×–2\.50×.*≤ 3×: met \|$/);
  assert.match(gate([2.5, 2.8, 2.9, 3, 3.2, 3.4]), /≤ 3×: met \(the budget is inside the interval: not decided by this run\) \|$/);
  assert.match(gate([3.1, 3.2, 3.3, 3.4, 3.5, 3.6]), /≤ 3×: \*\*broken\*\* \|$/);
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
