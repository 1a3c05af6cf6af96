import { describe, expect, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { toggleOpenEntry } from './entry-toggle';

const folder = (id: number) => menuItem({ id, pages: [menuItem({ id: id * 10 })] });

describe('toggleOpenEntry', () => {
  test.each([
    ['opens an entry with pages when none is open', folder(1), null, 1],
    ['opens it and closes the other when another is open', folder(1), 2, 1],
    ['closes it when it is the open one', folder(1), 1, null],
    ['keeps the open entry when the entry has no pages', menuItem({ id: 3 }), 2, 2],
    ['keeps all closed when the entry has no pages', menuItem({ id: 3 }), null, null],
  ])('%s', (_, item, open, expected) => {
    expect(toggleOpenEntry(item)(open)).toBe(expected);
  });
});
