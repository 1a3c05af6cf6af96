/**
 * Shares one in-flight run of `task` among all callers: N requests that find the token expired
 * at once cause exactly one renewal, and all of them wait for it.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
