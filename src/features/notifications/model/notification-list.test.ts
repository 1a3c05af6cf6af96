import { describe, expect, it, test } from 'vitest';
import { userNotification } from '../../../../test/fixtures/shell-builders';
import { NOTIFICATION_PAGE_SIZE, type UserNotification } from '../../../contracts/shell';
import {
  emptyListText,
  firstPage,
  groupNotifications,
  nextSkip,
  notificationHref,
  withNextPage,
} from './notification-list';

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => userNotification(from + i));

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

describe('notification pages', () => {
  it.each([
    [0, true],
    [NOTIFICATION_PAGE_SIZE - 1, true],
    [NOTIFICATION_PAGE_SIZE, false],
  ])('a first page of %i items is at its end: %s', (count, atEnd) => {
    expect(firstPage(items(1, count)).atEnd).toBe(atEnd);
  });

  it('adds the next page after the first and ends on a short page', () => {
    const first = firstPage(items(1, NOTIFICATION_PAGE_SIZE));
    expect(nextSkip(first)).toBe(NOTIFICATION_PAGE_SIZE);
    const second = withNextPage(first, items(26, 3));
    expect(second.items.map((i) => i.id)).toEqual([...items(1, 28)].map((i) => i.id));
    expect(second.atEnd).toBe(true);
    expect(nextSkip(second)).toBe(28);
  });

  it('shows an item once when a new arrival shifted the pages', () => {
    const first = firstPage(items(1, NOTIFICATION_PAGE_SIZE));
    const shifted = withNextPage(first, items(25, NOTIFICATION_PAGE_SIZE));
    expect(shifted.items.map((i) => i.id)).toEqual(items(1, 49).map((i) => i.id));
    expect(shifted.atEnd).toBe(false);
  });
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
