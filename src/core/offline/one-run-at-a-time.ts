/**
 * Runs `task` when called, never two runs at once: a call while a run is out asks for one more
 * run after it, and every call meanwhile is that same one. The readiness view reads every part's
 * rows at each step of a save; each step starting its own read put a dozen reads of the whole
 * cache side by side, slowing the save they reported on (docs/offline.md).
 */
export function oneRunAtATime(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    running = true;
    again = false;
    task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
