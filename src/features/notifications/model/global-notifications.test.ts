import { describe, expect, it, test } from 'vitest';
import type { UserNotification } from '../../../contracts/shell';
import { bellLabel, emptyListText, groupNotifications, notificationHref } from './global-notifications';

const notification = (id: number, categoryName: string): UserNotification => ({
  id,
  categoryName,
  icon: null,
  title: `Notification ${id}`,
  text: '',
  link: null,
  allowAcknowledge: false,
  completedOn: null,
});

describe('groupNotifications', () => {
  it('groups by category in the known order, then unknown ones, keeping item order', () => {
    const items = [
      notification(1, 'Plan Status'),
      notification(2, 'Escalation'),
      notification(3, 'Alert'),
      notification(4, 'Plan Status'),
      notification(5, 'Forms'),
    ];
    expect(groupNotifications(items).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Alert', [3]],
      ['Forms', [5]],
      ['Plan Status', [1, 4]],
      ['Escalation', [2]],
    ]);
  });

  it('has no group for an empty list', () => {
    expect(groupNotifications([])).toEqual([]);
  });
});

describe('bellLabel', () => {
  test.each([
    [undefined, 'Notifications'],
    [0, 'Notifications'],
    [3, 'Notifications (3)'],
    [99, 'Notifications (99)'],
    [100, 'Notifications (99+)'],
  ])('names the bell with count %j %j', (count, expected) => {
    expect(bellLabel(count)).toBe(expected);
  });
});

describe('notificationHref', () => {
  const origin = 'https://portal.test';
  test.each([
    ['labor-planning?view=weekly', '/labor-planning?view=weekly'],
    ['shift-management', '/shift-management'],
    ['audit-forms?id=4471', '/audit-forms?id=4471'],
    ['/audit-forms/12', '/audit-forms/12'],
    ['https://portal.test/audit-forms?id=1', '/audit-forms?id=1'],
    ['https://forms.test/audit-forms?id=1', 'https://forms.test/audit-forms?id=1'],
    // Already a path: one slash, not two ('//x' and '/\\x' would lead to another site, x).
    ['/labor-planning', '/labor-planning'],
    ['//evil.test/phish', '/evil.test/phish'],
    ['/\\evil.test', '/evil.test'],
  ])('leads %j to %j', (link, expected) => {
    expect(notificationHref(link, origin)).toBe(expected);
  });
});

describe('emptyListText', () => {
  it("says S2's words when there are none, and that a search found nothing when it did not", () => {
    expect(emptyListText('')).toBe('No Notifications');
    expect(emptyListText('overtime')).toBe("No notifications match 'overtime'.");
  });
});
