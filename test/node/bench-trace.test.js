// The profile's phases (bench/trace.js): each instant of the page's main thread goes to the
// innermost event of a known kind, time in none is "other", and a window cuts events at its ends.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mainThread, timeByKind } from '../../bench/trace.js';

const X = (name, ts, dur, tid = 1) => ({ name, cat: 'devtools.timeline', ph: 'X', ts, dur, pid: 7, tid });
const mark = (name, ts) => ({ name, cat: 'blink.user_timing', ph: 'R', ts, pid: 7, tid: 1 });

test('a compile inside a script call is compile, the rest of the call script, idle time other', () => {
  const { events, marks } = mainThread([
    mark('startup:start', 0),
    X('FunctionCall', 0, 10_000),
    X('V8.CompileLazy', 2_000, 3_000),
    X('ParseHTML', 6_000, 1_000), // of no known kind: the script around it keeps the time
    X('Layout', 12_000, 2_000),
    X('V8.CompileCode', 20_000, 5_000, 2), // another thread's
  ], 'startup:start');
  assert.equal(marks['startup:start'], 0);
  assert.deepEqual(timeByKind(events, 0, 16_000), { compile: 3, gc: 0, layout: 2, script: 7, other: 4 });
});

test('begin and end events pair up, and a window cuts the events at its ends', () => {
  const { events } = mainThread([
    mark('startup:start', 0),
    { name: 'TimerFire', cat: 'devtools.timeline', ph: 'B', ts: 1_000, pid: 7, tid: 1 },
    X('UpdateLayoutTree', 2_000, 1_000),
    { name: 'TimerFire', cat: 'devtools.timeline', ph: 'E', ts: 5_000, pid: 7, tid: 1 },
  ], 'startup:start');
  assert.deepEqual(timeByKind(events, 2_500, 6_000), { compile: 0, gc: 0, layout: 0.5, script: 2, other: 1 });
});
