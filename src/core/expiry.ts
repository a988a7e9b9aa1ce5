/** Pure arithmetic of the payment window: when it ends, how that reads, when to announce it. */

/** `expiryDateEpoch` is ms; a value below 10^12 (before 2001 in ms) can only be seconds. */
export function expiryToMs(expiryDateEpoch: number): number {
  return expiryDateEpoch < 1e12 ? expiryDateEpoch * 1000 : expiryDateEpoch;
}

/** The deadline on this page's clock, given how far the service's clock is ahead of it. */
export function deadlineOnClientClock(expiryDateEpoch: number, serverAheadMs: number): number {
  return expiryToMs(expiryDateEpoch) - serverAheadMs;
}

/** Whole seconds left, rounded up so that 0 means the deadline has passed. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `m:ss` below an hour, `h:mm:ss` from an hour on. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Seconds left at which a screen reader is told the time: often enough to plan, rarely enough not to nag. */
export const MILESTONES = [600, 300, 120, 60, 30, 10] as const;

/**
 * The milestone to announce with `seconds` left of a window that opened with `startSeconds`
 * left: the one most recently crossed, or undefined before the first crossing. A milestone at or
 * above the start was never crossed, so a 70-second window is not read out as "2 minutes left".
 */
export function milestoneToAnnounce(seconds: number, startSeconds: number): number | undefined {
  let crossed: number | undefined;
  for (const m of MILESTONES) if (m < startSeconds && seconds <= m) crossed = m;
  return crossed;
}

/** The last minute is when the buyer should be warned. */
export const WARNING_SECONDS = 60;

