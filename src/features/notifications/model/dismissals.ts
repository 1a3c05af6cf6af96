import type { UserNotification } from '../../../contracts/shell';

/** An item shows a dismiss button while it allows acknowledgement and is not done (S2 §2). */
export const canDismiss = (item: UserNotification): boolean =>
  item.allowAcknowledge && item.completedOn === null;

/** The item marked done at `at`, as the server will store it. */
export function dismissed(item: UserNotification, at: Date): UserNotification {
  return item.completedOn === null ? { ...item, completedOn: at.toISOString() } : item;
}

/**
 * The bell as the user left it: items whose dismissal is still queued show as done and leave the
 * count, whatever a server answer that predates the dismissal says (it may arrive after it). That
 * holds beyond the newest items the bell lists: a queued id the answer does not list (one dismissed
 * from a page loaded by 'Load more') is still open in its count, since the server has not confirmed
 * it. Only an answer fetched after the server applied it, while its own answer is on the way (or
 * lost, until the resend), counts it twice, and the record leaves the queue moments later.
 */
export function withPendingDismissals<B extends { count: number; items: readonly UserNotification[] }>(
  bell: B,
  pendingIds: ReadonlySet<number>,
  at: Date,
): B {
  if (pendingIds.size === 0) return bell;
  const doneAlready = bell.items.filter((item) => pendingIds.has(item.id) && !canDismiss(item)).length;
  return {
    ...bell,
    count: Math.max(0, bell.count - pendingIds.size + doneAlready),
    items: bell.items.map((item) => (pendingIds.has(item.id) ? dismissed(item, at) : item)),
  };
}
