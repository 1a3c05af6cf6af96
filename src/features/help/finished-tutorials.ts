import { Headers } from '../../contracts/headers';
import { helpEndpoints } from '../../contracts/help-api';
import { helpAuthoringEndpoints } from '../../contracts/help-authoring-api';
import { doneIfGone } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { updateCachedRows } from '../../core/cache/cache-store';
import { enqueue } from '../../core/outbox/outbox';
import type { Sender } from '../../core/outbox/senders';

/**
 * A finished tutorial is remembered per user (issue 9): marked at once in the cached page help,
 * so the help control stops calling it new even offline and after a reload, and queued in the
 * outbox, which sends it now or when the connection returns.
 */
export async function markTutorialFinished(pageName: string, tutorialId: number): Promise<void> {
  const userId = getSession()?.user.id;
  if (userId === undefined) return;
  await markInCachedPageHelp(userId, pageName, tutorialId);
  await enqueue('tutorialFinished', { tutorialId, pageName });
}

const markInCachedPageHelp = (userId: number, pageName: string, tutorialId: number) =>
  updateCachedRows(userId, `pageHelp:${pageName}`, helpEndpoints.pageHelp.response, (help) => ({
    ...help,
    finishedTutorialIds: [...new Set([...(help.finishedTutorialIds ?? []), tutorialId])],
  }));

/**
 * PUT Help/Tutorials/{id}/Finished with the record's id as the Idempotency-Key. A 404 (an author
 * deleted the tutorial meanwhile) leaves nothing to remember: the record is done, not a failure
 * the reader would be asked to send again or discard (walkthrough 8, defect 4).
 *
 * Once the server has it, the cached page help is marked again: a read of it sent as the
 * connection came back, answered before this record reached the server, may have been stored
 * over the mark, and stayed fresh enough for a reload to show the tutorial as new again. The mark
 * is a local write, so a read still out keeps it too (read-through.ts).
 */
export const sendTutorialFinished: Sender<'tutorialFinished'> = async (record) => {
  const { tutorialId, pageName } = record.payload;
  await doneIfGone(
    appApi().call(helpAuthoringEndpoints.finishTutorial, {
      params: { id: tutorialId },
      headers: { [Headers.idempotencyKey]: record.id },
      background: true,
    }),
  );
  if (pageName !== undefined && getSession()?.user.id === record.userId)
    await markInCachedPageHelp(record.userId, pageName, tutorialId);
};

/** The tutorials of a page that are new to the user: not finished yet. */
export const newTutorialIds = (tutorialIds: readonly number[], finished: readonly number[] = []) =>
  tutorialIds.filter((id) => !finished.includes(id));
