import { ApiError } from '../api/api-error';
import { getSession } from '../auth/session-state';
import { isOnline } from '../network/network-monitor';
import { appStore, atom } from '../state/jotai';
import { type OutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { addRecord, type OutboxRecord } from './outbox-store';
import { onItsWay, whenQueued } from './records-on-their-way';
import { replayOutbox } from './replay-on-demand';
import { storeInOrder } from './storage-full';

/** The outbox's records not yet in IndexedDB, for the sync status (useOutboxStatus). */
export interface RecordsArriving {
  /** The users of the records on their way into IndexedDB, one entry a record. */
  arriving: readonly number[];
  /** How many records each user has handed to the outbox in this tab so far (less those never stored). */
  handedOver: Readonly<Record<number, number>>;
}

/**
 * The sync status counts a record as waiting from the moment it is handed over, before it is
 * stored: on a slow device the store took a second after Save while the screen already showed
 * the change, and the title bar said 'Synced' meanwhile (walkthrough 7).
 */
export const recordsArrivingAtom = atom<RecordsArriving>({ arriving: [], handedOver: {} });

const arrivalStarted = (userId: number) =>
  appStore.set(recordsArrivingAtom, ({ arriving, handedOver }) => ({
    arriving: [...arriving, userId],
    handedOver: { ...handedOver, [userId]: (handedOver[userId] ?? 0) + 1 },
  }));
/** Stored, or refused (an invalid payload): then it no longer counts as handed over either. */
const arrivalEnded = (userId: number, stored: boolean) =>
  appStore.set(recordsArrivingAtom, ({ arriving, handedOver }) => {
    const index = arriving.indexOf(userId);
    return {
      arriving: [...arriving.slice(0, index), ...arriving.slice(index + 1)],
      handedOver: stored ? handedOver : { ...handedOver, [userId]: (handedOver[userId] ?? 1) - 1 },
    };
  });

/** Leaves for `href` with a full page load, after the outbox has stored what it was given. */
export async function leaveForPage(href: string): Promise<void> {
  await whenQueued();
  window.location.assign(href);
}

/**
 * Queues a write for the signed-in user (or `userId`): stored in IndexedDB with a new client id at once (it
 * survives reloads and browser restarts) and sent now when online, else when the connection
 * returns. Resolves with the stored record once it is safely queued, not once it is sent. The
 * payload may still be on its way (read from the cache first): the record counts as waiting from
 * this call on, and is stored when its payload is known. Where the browser refuses IndexedDB it
 * is sent at once instead, and resolves once sent (docs/offline.md, "Without IndexedDB").
 */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayload<K> | Promise<OutboxPayload<K>>,
  /** Whose change it is: the signed-in user, or one whose session ended as the change was made. */
  userId = getSession()?.user.id,
): Promise<OutboxRecord<K>> {
  if (userId === undefined) throw new ApiError('dropped', 'Nobody is signed in.');
  const store = (given: OutboxPayload<K>) => {
    const checked = outboxKinds[kind].schema.safeParse(given);
    if (!checked.success)
      throw new ApiError('contract', checked.error.issues[0]?.message ?? 'Invalid record.');
    // A full device holds the record (and the ones behind it) in this tab until it fits: never lost.
    // A browser refusing IndexedDB has no queue: the record goes at once (addRecord, send-unqueued.ts).
    return storeInOrder(() => addRecord(kind, checked.data as OutboxPayload<K>, userId, Date.now()));
  };
  const adding = (async () => store(await payload))();
  const arrived = onItsWay(adding, 'byUser' in outboxKinds[kind]);
  arrivalStarted(userId);
  const ended = (stored: boolean) => {
    arrived();
    arrivalEnded(userId, stored);
  };
  const record = await adding.then(
    (stored) => {
      ended(true);
      return stored;
    },
    (error: unknown) => {
      ended(false);
      throw error;
    },
  );
  if (isOnline()) void replayOutbox();
  return record as OutboxRecord<K>;
}
