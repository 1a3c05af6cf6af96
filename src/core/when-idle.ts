/**
 * Runs `task` once the browser is idle (after the first paint, as a rule), or after `timeoutMs`
 * at the latest; a short timeout where idle callbacks are missing (jsdom, older WebKit). For work
 * the first screen does not need: lazy chunks, realtime connections (docs/performance.md).
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
