/** Counters the e2e tests read through GET /__test/stats (e.g. "exactly one renewal"). */
export interface RequestStatsSnapshot {
  logins: number;
  exchanges: number;
  renewals: number;
  logouts: number;
  /** Keyed 'METHOD path', the path relative to the API base: `GET Common/Menu`. */
  requests: Record<string, number>;
}

export interface RequestStats {
  count(counter: Exclude<keyof RequestStatsSnapshot, 'requests'>): void;
  countRequest(method: string, apiPath: string): void;
  snapshot(): RequestStatsSnapshot;
  reset(): void;
}

export function createRequestStats(): RequestStats {
  let current: RequestStatsSnapshot;
  const reset = () => {
    current = { logins: 0, exchanges: 0, renewals: 0, logouts: 0, requests: {} };
  };
  reset();
  return {
    count(counter) {
      current[counter] += 1;
    },
    countRequest(method, apiPath) {
      const key = `${method} ${apiPath}`;
      current.requests[key] = (current.requests[key] ?? 0) + 1;
    },
    snapshot: () => structuredClone(current),
    reset,
  };
}
