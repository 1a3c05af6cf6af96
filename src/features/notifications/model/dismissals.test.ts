import { describe, expect, it } from 'vitest';
import { userNotification } from '../../../../test/fixtures/shell-builders';
import { canDismiss, dismissed, withPendingDismissals } from './dismissals';

describe('dismissing', () => {
  it.each([
    ['an open item that allows it', userNotification(1), true],
    ['an item that does not allow it', userNotification(1, { allowAcknowledge: false }), false],
    ['a done item', userNotification(1, { completedOn: '2026-11-20T10:00:00.000Z' }), false],
  ])('%s shows the dismiss button: %s', (_, notification, shown) => {
    expect(canDismiss(notification)).toBe(shown);
  });

  it('marks the item done at the moment, and leaves a done one as it was', () => {
    const at = new Date('2026-11-24T09:00:00.000Z');
    expect(dismissed(userNotification(1), at).completedOn).toBe('2026-11-24T09:00:00.000Z');
    const done = userNotification(2, { completedOn: '2026-11-20T10:00:00.000Z' });
    expect(dismissed(done, at)).toBe(done);
  });
});

describe('withPendingDismissals', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  const bell = {
    count: 3,
    items: [
      userNotification(1, { allowAcknowledge: true }),
      userNotification(2, { allowAcknowledge: true }),
      userNotification(3),
    ],
  };

  it('shows a queued dismissal as done and one fewer in the count, over a server answer that predates it', () => {
    const shown = withPendingDismissals(bell, new Set([2]), at);
    expect(shown.count).toBe(2);
    expect(shown.items.map((entry) => [entry.id, entry.completedOn])).toEqual([
      [1, null],
      [2, at.toISOString()],
      [3, null],
    ]);
  });

  it('counts nothing twice once the server already has it done', () => {
    const done = { ...bell, count: 2, items: bell.items.map((e) => (e.id === 2 ? dismissed(e, at) : e)) };
    expect(withPendingDismissals(done, new Set([2]), at).count).toBe(2);
  });

  it('lowers the count for a queued item the answer does not list (loaded by Load more)', () => {
    const shown = withPendingDismissals({ ...bell, count: 40 }, new Set([1, 30, 31]), at);
    expect(shown.count).toBe(37);
    expect(shown.items.map((entry) => entry.completedOn)).toEqual([at.toISOString(), null, null]);
  });

  it('leaves the bell as it is with nothing queued', () => {
    expect(withPendingDismissals(bell, new Set(), at)).toBe(bell);
  });
});
