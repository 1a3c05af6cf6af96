import {
  type EditedKind,
  editConflictMessage,
  listChangedMessage,
  moveWouldLoseChange,
  type OrderedKind,
  updateWouldLoseChange,
} from '../../contracts/edit-conflict';
import { HttpError } from './http-error';

/**
 * The one check before an update of a help topic, help item, tutorial, display or help agent writes: a 409
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

/**
 * The one check before a move in an ordered list writes: a 409 when the stored order (the ids the
 * user can see, in order) is not the `loaded` one the author's list showed, unless it already is
 * `next` (contracts/edit-conflict.ts). A move without `loaded` (a client from before it existed)
 * is written as before. Same synchronous step as the write, as above.
 */
export function refuseStaleOrder(
  kind: OrderedKind,
  stored: readonly number[],
  loaded: readonly number[] | undefined,
  next: readonly number[] = loaded ?? [],
): void {
  if (loaded !== undefined && moveWouldLoseChange(stored, loaded, next))
    throw new HttpError(409, listChangedMessage(kind));
}
