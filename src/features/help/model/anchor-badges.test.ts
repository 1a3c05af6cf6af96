import { describe, expect, it } from 'vitest';
import type { PageHelpItem } from '../../../contracts/help';
import { itemForAnchor, uniqueAnchors } from './anchor-badges';

describe('uniqueAnchors', () => {
  it('keeps one badge per anchor in page order', () => {
    expect(uniqueAnchors(['home-title', 'sidebar', 'home-title', '', 'launcher-groups'])).toEqual([
      'home-title',
      'sidebar',
      'launcher-groups',
    ]);
  });
});

describe('itemForAnchor', () => {
  const item = (id: number, anchor: string, enabled: boolean): PageHelpItem => ({
    id,
    anchor,
    enabled,
    title: `#${id}`,
    description: '',
    position: 'bottom',
    offset: null,
  });
  const helps = [item(1, 'a', false), item(2, 'a', true), item(3, 'b', false)];

  it.each([
    ['the active item of an anchor', 'a', 2],
    ['else its first inactive one', 'b', 3],
    ['nothing for an anchor without help', 'c', undefined],
  ])('finds %s', (_case, anchor, id) => {
    expect(itemForAnchor(helps, anchor)?.id).toBe(id);
  });
});
