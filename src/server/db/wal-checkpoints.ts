import type { Db } from './database';

/**
 * The WAL's size, in pages (4 KB), past which SQLite checkpoints inside the commit that crosses
 * it (`wal_autocheckpoint`; SQLite's default is 1,000). A checkpoint copies the WAL's pages into
 * the database file and syncs both: on a busy disk one took 20–300 ms, inside a usage hub call,
 * while the connection's other calls waited. 10,000 pages (about 40 MB) holds a replay of some
 * 40,000 usage records: the server checkpoints once its burst is over (`checkpointWhenQuiet`).
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** The databases whose burst writes put their checkpoint off (`checkpointWhenQuiet`). */
const quietCheckpoints = new WeakMap<Db, () => void>();

/**
 * Checkpoints `db`'s WAL once `quietMs` have passed without a burst write (`wroteInBurst`), instead
 * of in the middle of the burst: the pages written again and again meanwhile (a usage batch's
 * index pages) are copied once. Answers the stop (before the database closes; closing checkpoints
 * anyway). A passive checkpoint waits for no reader and blocks no writer.
 */
export function checkpointWhenQuiet(db: Db, quietMs = 250): () => void {
  let timer: NodeJS.Timeout | undefined;
  const checkpoint = () => {
    timer = undefined;
    // Nothing lost if it fails: the next one, or SQLite's own past the cap, copies the pages; a
    // throw here would end the process.
    try {
      if (db.open) db.pragma('wal_checkpoint(PASSIVE)');
    } catch {}
  };
  quietCheckpoints.set(db, () => {
    if (timer) timer.refresh();
    else timer = setTimeout(checkpoint, quietMs).unref();
  });
  return () => {
    clearTimeout(timer);
    timer = undefined;
    quietCheckpoints.delete(db);
  };
}

/** Puts the WAL's checkpoint off until the burst `db` is in pauses (a no-op unless the server asked for it). */
export function wroteInBurst(db: Db): void {
  quietCheckpoints.get(db)?.();
}
