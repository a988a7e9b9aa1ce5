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

/** P(X <= k) for X ~ Binomial(n, 1/2), summed in logs so that n in the hundreds stays exact enough. */
function halfBinomialAtMost(n, k) {
  let logChoose = 0;
  let sum = 0;
  for (let i = 0; i <= k; i += 1) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    sum += Math.exp(logChoose - n * Math.LN2);
  }
  return sum;
}

/**
 * The distribution-free 95% interval of the median: the order statistics x(l) and x(n+1-l) with
 * l the largest rank for which P(Binomial(n, 1/2) < l) <= 2.5%, so that the interval holds the
 * true median with at least 95% probability whatever the distribution (no normality assumed,
 * which load times on a shared machine are not). `confidence` is the exact coverage; fewer than
 * 6 values cannot give 95%, and the interval is then the whole sample.
 */
export function medianInterval(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  let l = 0;
  while (l + 1 <= n / 2 && halfBinomialAtMost(n, l) <= 0.025) l += 1;
  if (l === 0) return { low: sorted[0], high: sorted[n - 1], confidence: 1 - 2 * 0.5 ** n };
  return { low: sorted[l - 1], high: sorted[n - l], confidence: 1 - 2 * halfBinomialAtMost(n, l - 1) };
}

/**
 * `a[i] / b[i]` for each pair of neighbouring measures, summarised, with the median's 95% interval. A burst of other work on the
 * machine falls on both members of a pair alike, so each ratio holds less of it than a ratio of
 * two medians taken over different moments.
 */
export function pairedRatios(a, b) {
  if (a.length !== b.length) throw new Error(`paired ratios of ${a.length} and ${b.length} measures`);
  const ratios = a.map((x, i) => x / b[i]);
  return { ...summary(ratios), interval: medianInterval(ratios) };
}
