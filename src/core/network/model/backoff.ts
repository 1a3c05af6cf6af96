/**
 * Retry delays with "full jitter": a uniform pick in [0, min(cap, base·2^attempt)). Many tablets
 * coming back online together then spread their retries instead of hitting the server at once.
 * Shared by the outbox (record retries) and the network monitor (re-probes).
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** Never retry sooner than this, however small the random pick. */
  minMs?: number;
}

/** `attempt` counts failures so far, starting at 0; `random` returns [0, 1) (Math.random). */
export function fullJitterDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const { baseMs, capMs, minMs = 0 } = policy;
  const exponent = Math.max(0, Math.floor(attempt));
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
  const pick = Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
  return Math.min(capMs, Math.max(minMs, pick));
}
