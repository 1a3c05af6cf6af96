import { type EditedKind, editConflictMessage, updateWouldLoseChange } from '../../contracts/edit-conflict';
import { HttpError } from './http-error';

/**
 * The one check before an update of a help topic, help item, tutorial or display writes: a 409
 * when the stored object changed since the author loaded it (contracts/edit-conflict.ts). An update
 * without `loaded` (a client from before it existed) is written as before. Call it with the object
 * read in the same synchronous handler step as the write that follows (better-sqlite3 is
 * synchronous and no await sits between them), so no other update slips in between.
 */
export function refuseLostUpdate<Stored extends object>(
  kind: EditedKind,
  stored: Stored,
  update: { loaded?: object | undefined },
): void {
  const { loaded, ...next } = update;
  if (loaded !== undefined && updateWouldLoseChange(stored, loaded, next))
    throw new HttpError(409, editConflictMessage(kind));
}
