import { sessionAtom } from '../auth/session-state';
import { onPortalDbUnavailable } from '../db/db';
import { onBecameConnected } from '../network/when-connected';
import { appStore } from '../state/jotai';
import { replayOutbox } from './replay-on-demand';
import { onSenderRegistered } from './senders';
import { showStorageFullNotices } from './storage-full-notice';

let stop: (() => void) | undefined;

/**
 * Boot, once: replays the queue on every trigger: now (app start), when the network banner turns
 * back to connected (backed-off records at once), when a user signs in (their records from an
 * earlier session), and when a sender registers (the usage hub loading). Each kind's owner
 * registers its sender. Enqueueing replays by itself when online. Returns the stop function (tests).
 */
export function startOutbox(): () => void {
  if (stop) return stop;
  const stopNetwork = onBecameConnected(() => void replayOutbox({ force: true }));

  let userId = appStore.get(sessionAtom)?.user.id;
  const stopSession = appStore.sub(sessionAtom, () => {
    const next = appStore.get(sessionAtom)?.user.id;
    // A renewed token keeps the user: only a different user brings other records.
    if (next !== undefined && next !== userId) void replayOutbox();
    userId = next;
  });

  const stopSenders = onSenderRegistered(() => void replayOutbox());
  const stopNotices = showStorageFullNotices();
  // A browser refusing IndexedDB is told once, with the notice's code loaded only then.
  const stopNoStorageNotice = onPortalDbUnavailable(() => {
    import('../db/no-device-storage-notice').then(
      ({ showNoDeviceStorageNotice }) => showNoDeviceStorageNotice(),
      () => {},
    );
  });
  void replayOutbox();

  stop = () => {
    stopNetwork();
    stopSession();
    stopSenders();
    stopNotices();
    stopNoStorageNotice();
    stop = undefined;
  };
  return stop;
}
