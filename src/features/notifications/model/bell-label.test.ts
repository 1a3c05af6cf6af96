import { describe, expect, test } from 'vitest';
import { bellLabel } from './bell-label';

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
