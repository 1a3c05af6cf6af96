import { describe, expect, test } from 'vitest';
import {
  type AnnouncementsEvent,
  type AnnouncementsView,
  announcementsReducer,
  initialAnnouncementsView,
  shouldRotate,
} from './banner-state';

const run = (events: AnnouncementsEvent[], start: AnnouncementsView = initialAnnouncementsView) =>
  events.reduce(announcementsReducer, start);
const at = (index: number, popupOpen = false): AnnouncementsView => ({ index, popupOpen });

describe('announcementsReducer', () => {
  test.each<[string, AnnouncementsEvent[], AnnouncementsView, AnnouncementsView]>([
    ['rotates to the next', [{ type: 'rotated', count: 3 }], at(0), at(1)],
    ['rotates from the last to the first', [{ type: 'rotated', count: 3 }], at(2), at(0)],
    ['does not rotate while the popup is open', [{ type: 'rotated', count: 3 }], at(1, true), at(1, true)],
    ['moves next, wrapping', [{ type: 'next', count: 3 }], at(2), at(0)],
    ['moves previous, wrapping', [{ type: 'previous', count: 3 }], at(0), at(2)],
    ['moves in the popup too', [{ type: 'next', count: 3 }], at(0, true), at(1, true)],
    ['opens the popup on the shown one', [{ type: 'popupOpened' }], at(2), at(2, true)],
    ['closes the popup keeping the position', [{ type: 'popupClosed' }], at(2, true), at(2)],
    [
      'keeps the index after the last was dismissed',
      [{ type: 'listChanged', count: 2 }],
      at(2, true),
      at(1, true),
    ],
    [
      'keeps the index when a middle one was dismissed',
      [{ type: 'listChanged', count: 2 }],
      at(1, true),
      at(1, true),
    ],
    ['closes the popup when none are left', [{ type: 'listChanged', count: 0 }], at(0, true), at(0)],
  ])('%s', (_, events, start, expected) => {
    expect(run(events, start)).toEqual(expected);
  });
});

describe('shouldRotate', () => {
  test.each([
    [at(0), 3, true],
    [at(0), 1, false],
    [at(0), 0, false],
    [at(0, true), 3, false],
  ])('rotates %j with %i announcements: %s', (view, count, expected) => {
    expect(shouldRotate(view, count)).toBe(expected);
  });
});
