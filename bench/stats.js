// Summaries of a sample: nearest-rank percentiles, no interpolation.

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summary(values) {
  return {
    n: values.length,
    min: Math.min(...values),
    median: percentile(values, 50),
    p95: percentile(values, 95),
    max: Math.max(...values),
  };
}

/**
 * `a[i] / b[i]` for each pair of neighbouring measures, summarised. A burst of other work on the
 * machine falls on both members of a pair alike, so each ratio holds less of it than a ratio of
 * two medians taken over different moments.
 */
export function pairedRatios(a, b) {
  if (a.length !== b.length) throw new Error(`paired ratios of ${a.length} and ${b.length} measures`);
  return summary(a.map((x, i) => x / b[i]));
}
