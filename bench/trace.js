// Where a startup's main-thread time goes, read from a Chromium trace (the events DevTools'
// performance panel draws): each instant of the page's main thread is given to the innermost event
// of a known kind that is running then, V8's compiling, garbage collection, the browser's style,
// layout and paint, or script, and the time in no event or in none of these is "other" (waiting for
// the frame and its presentation, the browser's own tasks). Used by bench/profile.js and
// bench/paint-clock.js.

/** What a trace needs to hold for this reading, and the page's marks and first paint. */
export const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile',
  'blink.user_timing', 'loading', 'toplevel',
];

/** The kinds of main-thread work, by trace event name, the first that matches deciding. */
const KINDS = [
  ['compile', /^(v8\.(compile|compileModule|produceCache)|V8\.(PreParse|Parse|Compile|FinalizeBaseline|Deserialize)|FlushInstructionCache)/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::)/],
  ['layout', /^(UpdateLayoutTree|Layout|PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|UpdateLayerTree|ParseAuthorStyleSheet|HitTest)$/],
  ['script', /^(EvaluateScript|v8\.(run|callFunction|newInstance|callAsConstructor|evaluateModule)|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|BlinkScheduler_PerformMicrotaskCheckpoint)$/],
];
export const KIND_NAMES = [...KINDS.map(([kind]) => kind), 'other'];
const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0];

/**
 * The page's main thread, found by the user-timing mark `markName` it made: its marks by name
 * (trace µs) and its events of a known kind as `{ kind, ts, end }`, begin/end pairs joined.
 */
export function mainThread(traceEvents, markName) {
  const mark = traceEvents.find((e) => e.name === markName && e.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`bench/trace.js: no mark ${markName} in the trace`);
  const own = traceEvents.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const marks = Object.fromEntries(own.filter((e) => e.cat.includes('blink.user_timing') && e.ph !== 'M').map((e) => [e.name, e.ts]));
  const events = [];
  const open = [];
  for (const e of own.sort((a, b) => a.ts - b.ts)) {
    const kind = kindOf(e.name);
    if (e.ph === 'X' && kind && e.dur !== undefined) events.push({ kind, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      const beginKind = begin && kindOf(begin.name);
      if (beginKind) events.push({ kind: beginKind, ts: begin.ts, end: e.ts });
    }
  }
  return { marks, events, pid: mark.pid };
}

/**
 * Milliseconds of each kind (KIND_NAMES) between trace times `from` and `to`: each instant goes to
 * the innermost event then running, the one begun last (the shorter of two begun together).
 */
export function timeByKind(events, from, to) {
  const inside = events.filter((e) => e.end > from && e.ts < to);
  const cuts = [...new Set([from, to, ...inside.flatMap((e) => [e.ts, e.end])])].filter((t) => t >= from && t <= to).sort((a, b) => a - b);
  const totals = Object.fromEntries(KIND_NAMES.map((kind) => [kind, 0]));
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    let innermost;
    for (const e of inside) {
      if (e.ts > a || e.end < b) continue;
      if (!innermost || e.ts > innermost.ts || (e.ts === innermost.ts && e.end < innermost.end)) innermost = e;
    }
    totals[innermost?.kind ?? 'other'] += (b - a) / 1000;
  }
  return totals;
}

/** Chromium's own first paint in the trace (µs): its `firstPaint` mark for the page's process. */
export function traceFirstPaint(traceEvents, pid) {
  return traceEvents.find((e) => e.pid === pid && e.name === 'firstPaint')?.ts;
}
