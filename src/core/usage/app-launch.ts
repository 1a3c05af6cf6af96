import type { AppUsageEntry } from '../../contracts/usage';

/**
 * App launches the router never sees (an external link opened in a new window, S1 §7) are
 * recorded here by the launcher and the sidebar. Turning an entry into a full usage record needs
 * the session fields and the sending path (the outbox kind 'usage', sent over the usage hub),
 * which the usage feature owns: it registers the recorder at start-up. Launches before that are
 * held (a few, in order) and handed over on registration, like the hub's queued navigation events.
 */
export type AppLaunchRecorder = (entry: AppUsageEntry) => Promise<void> | void;

/** Enough for a burst of launches before start-up finishes; older ones go first. */
export const HELD_LAUNCHES_MAX = 50;

let recorder: AppLaunchRecorder | undefined;
let held: AppUsageEntry[] = [];

export async function recordAppLaunch(entry: AppUsageEntry): Promise<void> {
  if (recorder) {
    await recorder(entry);
    return;
  }
  // The usage feature registers the recorder at start-up (startUsageLogging): hold until then.
  held = [...held, entry].slice(-HELD_LAUNCHES_MAX);
}

/** Sets the recorder and hands it the launches held so far. Returns the unregister function. */
export function registerAppLaunchRecorder(next: AppLaunchRecorder): () => void {
  recorder = next;
  const waiting = held;
  held = [];
  for (const entry of waiting) void Promise.resolve(next(entry)).catch(() => undefined);
  return () => {
    if (recorder === next) recorder = undefined;
  };
}

/** The launches waiting for a recorder (for tests and diagnostics). */
export function heldAppLaunches(): readonly AppUsageEntry[] {
  return held;
}
