/**
 * When a hub (usage, notifications) tries again after losing its connection (SignalR's automatic
 * reconnect) or after a failed start (which SignalR never retries by itself): at once, then 2 s,
 * 5 s, 10 s, then every 30 s for as long as it takes. It never gives up: usage records wait in the
 * outbox and a wall display may be offline for hours. Each delay is spread ±20 % so that many
 * clients losing the same server do not all come back in the same instant.
 */
export const HUB_RETRY_STEPS_MS = [0, 2_000, 5_000, 10_000] as const;
export const HUB_RETRY_STEADY_MS = 30_000;
export const HUB_RETRY_JITTER = 0.2;

/** S1 §9: a check this often restarts the hub if it is disconnected. */
export const HUB_HEALTH_CHECK_MS = 90_000;

/** `previousRetries` counts the failed tries so far (0 before the first retry); `random` is [0, 1). */
export function hubRetryDelay(previousRetries: number, random: () => number): number {
  const index = Math.max(0, Math.floor(previousRetries));
  const base = HUB_RETRY_STEPS_MS[index] ?? HUB_RETRY_STEADY_MS;
  const spread = (Math.min(Math.max(random(), 0), 1) * 2 - 1) * HUB_RETRY_JITTER;
  return Math.round(base * (1 + spread));
}
