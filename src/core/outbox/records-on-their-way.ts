/**
 * The outbox's records on their way into IndexedDB, in a module of its own (importing only the
 * full device's bookkeeping) so that every full page load of the app can wait for them, the
 * session's among them, which the outbox itself imports. The browser aborts an IndexedDB write
 * still running when the page unloads.
 */
import { heldRecords, onHeldRecordsChange } from './storage-full';

/** Records on their way into IndexedDB: a page that unloads before they commit loses them. */
const storing = new Set<Promise<unknown>>();

/** The user's own changes (a star, a dismissal, a finished tutorial) among them. */
const changesStoring = new Set<Promise<unknown>>();

/**
 * Closing or reloading the tab while a change the user made is on its way into IndexedDB would
 * lose it (at a page's start the write waits for Dexie's chunk): the browser asks first ('Leave
 * site?'), only while one is, as a `beforeunload` listener keeps some browsers from keeping the
 * page in their back-forward cache. The app's own full loads wait for the records instead
 * (`whenQueued`), so they never ask. `returnValue` for browsers before Chromium 119.
 * (The node tests' environment has no window.)
 */
const holdUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = true;
};
const holdingUnload = (hold: boolean) =>
  typeof window < 'u' &&
  window[hold ? 'addEventListener' : 'removeEventListener']('beforeunload', holdUnload);

/** Counts `adding` as on its way until it settles; `byUser`: a change the tab asks before losing. */
export function onItsWay(adding: Promise<unknown>, byUser: boolean): () => void {
  storing.add(adding);
  if (byUser) {
    changesStoring.add(adding);
    holdingUnload(true);
  }
  return () => {
    storing.delete(adding);
    if (changesStoring.delete(adding) && !changesStoring.size) holdingUnload(false);
  };
}

/**
 * Resolves once no record handed to the outbox is on its way (each stored or failed), those
 * handed over while it waits included, or waits
 * for room on a full device (storage-full.ts: writes go in order, so every record behind it waits
 * too, and waiting longer stores none). Every full page load of the app waits for it
 * (`leaveForPage`, the session's and the update's reloads): a visit's usage record is queued just
 * before the user may leave. A change of the user's held for room still makes the browser ask.
 */
export function whenQueued(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onHeldRecordsChange((held) => held && done());
    const done = () => {
      stop();
      resolve();
    };
    if (heldRecords()) done();
    // A change handed over while this waits is waited for too: a reload it let go would make the
    // browser ask 'Leave site?' for that one (a star pressed as another tab's sign-in reloads this).
    // Each record is waited for once: one whose bookkeeping lags its settling is no reason to loop.
    const waitedFor = new Set<Promise<unknown>>();
    const settle = () => {
      const arrived = [...storing].filter((record) => !waitedFor.has(record));
      if (arrived.length === 0) return done();
      for (const record of arrived) waitedFor.add(record);
      void Promise.allSettled(arrived).then(settle);
    };
    settle();
  });
}
