import { describe, expect, test } from 'vitest';
import { menuItems } from '../../../../test/fixtures/shell-builders';
import { folderPreview } from './folder-preview';

describe('folderPreview', () => {
  test.each([
    [0, [], undefined],
    [1, [1], undefined],
    [4, [1, 2, 3, 4], undefined],
    [5, [1, 2, 3], '+2'],
    [12, [1, 2, 3], '+9'],
  ])('shows for %i pages the icons %j and label %j', (count, iconIds, moreLabel) => {
    const preview = folderPreview(menuItems(count));
    expect(preview.icons.map((page) => page.id)).toEqual(iconIds);
    expect(preview.moreLabel).toBe(moreLabel);
  });
});
