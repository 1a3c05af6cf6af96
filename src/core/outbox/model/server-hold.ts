import type { OutboxRow } from '../../db/rows';

/**
 * When the server's Retry-After lets the queue move again, if it holds every lane now: the
 * earliest `notBefore` of the lanes' first records, when each has one (an earlier moment than
 * `now` means one lane may go). Undefined when some lane is not held by the server: a forced
 * replay ('Sync now') can send that one. Nothing queued is no hold. Apart from retry-schedule.ts:
 * the sync status reads it with the launcher's first chunks, the replay's rules are not there.
 */
export function serverHoldEnd(heads: readonly Pick<OutboxRow, 'notBefore'>[]): number | undefined {
  const ends = heads.map((head) => head.notBefore);
  return ends.length > 0 && !ends.includes(undefined) ? Math.min(...(ends as number[])) : undefined;
}
