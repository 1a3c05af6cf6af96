/** Retry-After is honoured up to an hour: a longer wait is a misconfigured server, not a plan. */
export const RETRY_AFTER_MAX_MS = 3_600_000;

/**
 * A `Retry-After` header (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds or an
 * HTTP date. Undefined when absent or unreadable; never negative, at most an hour.
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // An HTTP date names its month ('Tue, 24 Nov 2026 10:00:45 GMT'); Date.parse alone would read
  // '-5' as a year.
  const ms = /^\d+$/.test(text)
    ? Number(text) * 1_000
    : /[a-z]{3}/i.test(text)
      ? Date.parse(text) - now
      : Number.NaN;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS);
}
