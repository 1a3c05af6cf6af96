import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../db/rows';
import {
  countedKind,
  isEmptySnapshot,
  lostCounts,
  lostRecordsMessage,
  type QueueSnapshot,
  rowsToRestore,
  withRowsAddedSince,
} from './lost-records';

const row = (seq: number, kind: string): OutboxRow => ({
  seq,
  id: `id-${seq}`,
  kind,
  payload: {},
  userId: 1,
  attempts: 2,
  nextAttemptAt: 0,
  lastError: 'Network error',
  createdAt: 0,
  sendingSince: null,
});

const snapshot = (counts: Record<string, number>, rows: OutboxRow[], deadLetters = 0): QueueSnapshot => ({
  userId: 1,
  counts,
  rows,
  deadLetters,
  lastSeq: Math.max(0, ...rows.map((r) => r.seq)),
});

describe('a queue lost with the database (walkthrough 10, defect 2)', () => {
  it('puts back every row the tab read, oldest first', () => {
    const seen = snapshot({ usage: 2, favorites: 1 }, [
      row(3, 'usage'),
      row(1, 'usage'),
      row(2, 'favorites'),
    ]);
    expect(rowsToRestore(seen, new Set()).map((r) => r.seq)).toEqual([1, 2, 3]);
  });

  it('does not put back a favorites change when the user made a newer one since', () => {
    const seen = snapshot({ usage: 1, favorites: 1 }, [row(1, 'favorites'), row(2, 'usage')]);
    expect(rowsToRestore(seen, new Set(['favorites', 'usage'])).map((r) => r.kind)).toEqual(['usage']);
  });

  it('counts as lost what was not put back; a favorites change is one change', () => {
    const seen = snapshot({ usage: 250, favorites: 3, tutorialFinished: 0 }, [row(9, 'favorites')]);
    expect(lostCounts(seen, [row(9, 'favorites')])).toEqual({ usage: 250 });
    expect(lostCounts(seen, [])).toEqual({ usage: 250, favorites: 1 });
  });

  it('adds the rows this tab stored after the snapshot was read, of its user only', () => {
    const seen = snapshot({ usage: 1, favorites: 0 }, [row(4, 'usage')]);
    const other = { ...row(6, 'usage'), userId: 2 };
    const withStar = withRowsAddedSince(seen, [row(3, 'usage'), row(5, 'favorites'), other]);
    expect(withStar.counts).toEqual({ usage: 1, favorites: 1 });
    expect(withStar.rows.map((r) => r.seq)).toEqual([4, 5]);
    expect(withRowsAddedSince(seen, [row(4, 'usage')])).toBe(seen);
  });

  it('has nothing to say about an empty queue', () => {
    expect(isEmptySnapshot(snapshot({ usage: 0, favorites: 0 }, []))).toBe(true);
    expect(isEmptySnapshot(snapshot({ usage: 0 }, [], 1))).toBe(false);
  });

  it('names kinds in words, one or many', () => {
    expect(countedKind('usage', 1)).toBe('1 app visit record');
    expect(countedKind('notificationDismissal', 2)).toBe('2 notification dismissals');
    expect(countedKind('fromNewerBuild', 3)).toBe('3 fromNewerBuild records');
  });

  it('says what was cleared, what was queued again and what is gone', () => {
    expect(lostRecordsMessage(['Dashboard added to favorites'], { usage: 2 }, 1)).toBe(
      "This browser's stored data for the portal was cleared while changes were waiting to be sent. " +
        'This tab still had these and queued them again: Dashboard added to favorites. ' +
        'Removed before they could be sent: 2 app visit records, 1 not accepted by the server.',
    );
    expect(lostRecordsMessage([], { favorites: 1 }, 0)).toBe(
      "This browser's stored data for the portal was cleared while changes were waiting to be sent. " +
        'Removed before they could be sent: 1 favorites change.',
    );
  });
});
