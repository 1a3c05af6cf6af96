/**
 * When an unattended display may reload itself. The one rule that keeps wall displays from the
 * white "network couldn't be reached" page: never reload while the server does not answer (the
 * page would come back from the worker's cache at best), and never twice within a few minutes (a
 * version that fails to take over must not turn into a reload loop). Records in the device's
 * outbox do not hold it: a display has no user and sends none (they are a technician's, sent in
 * their next session, and kept in IndexedDB across the reload).
 */
export const MIN_RELOAD_GAP_MS = 10 * 60_000;

export interface ReloadConditions {
  /** A new version is installed and waiting (or another tab switched to it). */
  updateWaiting: boolean;
  /** The server answered since the page started or since it was last unreachable. */
  serverAnswers: boolean;
  /** Epoch ms of the last reload this display did by itself (kept across reloads). */
  lastSelfReloadAt: number | undefined;
  now: number;
}

export type ReloadDecision = 'apply' | 'wait';

export function reloadDecision(conditions: ReloadConditions): ReloadDecision {
  const { updateWaiting, serverAnswers, lastSelfReloadAt, now } = conditions;
  if (!updateWaiting || !serverAnswers) return 'wait';
  if (
    lastSelfReloadAt !== undefined &&
    now - lastSelfReloadAt >= 0 &&
    now - lastSelfReloadAt < MIN_RELOAD_GAP_MS
  )
    return 'wait';
  return 'apply';
}
