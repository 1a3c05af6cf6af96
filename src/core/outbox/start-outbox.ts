import { sessionAtom } from '../auth/session-state';
import { onPortalDbUnavailable } from '../db/db';
import { onBecameConnected } from '../network/when-connected';
import { appStore } from '../state/jotai';
import { replayOutbox } from './replay-on-demand';
import { onSenderRegistered } from './senders';
import { onHeldRecordsChange } from './storage-full';

let stop: (() => void) | undefined;

type StorageNotices = typeof import('./storage-notices');
let notices: Promise<StorageNotices> | undefined;

/** The storage notices' code loads with the first notice; one promise keeps them in order. */
function withNotices(show: (module: StorageNotices) => void): void {
  notices ??= import('./storage-notices');
  notices.then(show, () => {
    notices = undefined;
  });
}

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
  // Records held for want of room ('Storage full'), a browser refusing IndexedDB ('Offline use is off').
  const stopNotices = onHeldRecordsChange((held) => {
    if (held > 0 || notices) withNotices(({ noticeHeldRecords }) => noticeHeldRecords(held));
  });
  const stopNoStorageNotice = onPortalDbUnavailable(() =>
    withNotices(({ noticeNoDeviceStorage }) => noticeNoDeviceStorage()),
  );
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
