import { describe, expect, it } from 'vitest';
import { outboxKinds } from './outbox-kinds';
import { droppedWhenRefused, whenRefused } from './refusal-policy';

describe('what becomes of a refused record', () => {
  it("drops the app's own bookkeeping: usage records and error reports", () => {
    expect(droppedWhenRefused('usage')).toBe(true);
    expect(droppedWhenRefused('errorReport')).toBe(true);
  });

  it("keeps the user's own changes for the sync status: favorites, dismissals, finished tutorials", () => {
    for (const kind of ['favorites', 'notificationDismissal', 'tutorialFinished'])
      expect(droppedWhenRefused(kind), kind).toBe(false);
  });

  it('keeps a record of a kind this build does not know, and names a policy for every kind it does', () => {
    expect(droppedWhenRefused('surveyAnswer')).toBe(false);
    expect(droppedWhenRefused('toString')).toBe(false);
    expect(Object.keys(whenRefused).sort()).toEqual(Object.keys(outboxKinds).sort());
  });
});
