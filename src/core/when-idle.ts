/**
 * Work the first screen does not need (lazy chunks behind a click, the realtime connections, the
 * service worker's install with its precache download) waits until the first screen is up and
 * then for the browser's first idle moment. Idle alone is not enough: on a first visit the
 * browser is idle while the guard waits for the network, and that work would compete with it
 * (docs/performance.md).
 */
let firstScreenShown = false;
const waiting: Array<() => void> = [];

/** Called once the first navigation has resolved (main.tsx); later calls change nothing. */
export function markFirstScreenShown(): void {
  if (firstScreenShown) return;
  firstScreenShown = true;
  for (const task of waiting.splice(0)) task();
}

/** Runs `task` once the first screen is up (at once if it is), without waiting for an idle moment. */
export function whenFirstScreenShown(task: () => void): void {
  if (firstScreenShown) task();
  else waiting.push(task);
}

/** A page whose first navigation never resolves (a start failure) still gets its parts. */
const FIRST_SCREEN_FALLBACK_MS = 5_000;
if (typeof window !== 'undefined') setTimeout(markFirstScreenShown, FIRST_SCREEN_FALLBACK_MS);

/**
 * Runs `task` once the first screen is up and the browser is idle (`timeoutMs` after that at the
 * latest). Where idle callbacks are missing (jsdom in unit tests, older WebKit) after a short delay.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  // Without idle callbacks (Safari, iPadOS) a short delay stands in for the idle moment, after the
  // first screen as well: it used to run at once, so what waits for idle competed with the first
  // screen there, and the hubs for queued work (main.tsx) came later than without it.
  const idle =
    typeof requestIdleCallback === 'function'
      ? () => requestIdleCallback(task, { timeout: timeoutMs })
      : () => setTimeout(task, 200);
  if (firstScreenShown) idle();
  else waiting.push(idle);
}

/** Tasks of `whenIdleOrInput` still waiting: the user's next press runs them. */
const awaitingInput = new Set<() => void>();
const runAwaitingInput = () => {
  for (const task of [...awaitingInput]) task();
};
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, runAwaitingInput, { capture: true, passive: true });
}

/** `task` once, at the user's next press or whatever else calls the returned function first. */
function atNextInputOr(task: () => void): () => void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    awaitingInput.delete(once);
    task();
  };
  awaitingInput.add(once);
  return once;
}

/**
 * As `whenIdle`, or at the user's next pointer press or key press if that comes first: for the
 * parts behind a click (panels, menus, modals), which that press may be for. A busy page (a tablet
 * still rendering, the other parts arriving) can stay without an idle moment for the whole
 * timeout, and the panel the user just asked for would appear only then (docs/performance.md).
 */
export function whenIdleOrInput(task: () => void): void {
  whenIdle(atNextInputOr(task));
}

/**
 * Runs `task` once, at the user's next pointer or key press or when the browser says the
 * connection is back, whichever comes first: for work that failed for want of a network (a lazy
 * part's chunk offline before the service worker held it), which an idle moment would only fail
 * again, over and over, while offline.
 */
export function whenInputOrOnline(task: () => void): void {
  window.addEventListener('online', atNextInputOr(task), { once: true });
}
