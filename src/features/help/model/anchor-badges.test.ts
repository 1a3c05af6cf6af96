import { describe, expect, it } from 'vitest';
import type { PageHelpItem } from '../../../contracts/help';
import { BADGE_GAP_PX, badgeSpot, itemForAnchor, uniqueAnchors } from './anchor-badges';

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

describe('badgeSpot', () => {
  // Home on a 1366 × 900 window below its 56 px title bar: the launcher's groups, the Favorites
  // group's Edit button at their top right, and the heading row above them.
  const view = { top: 56, left: 0, width: 1366, height: 844 };
  const badge = { width: 100, height: 18 };
  const groups = { top: 241, left: 336, width: 938, height: 1400 };
  const edit = { top: 241, left: 1216, width: 53, height: 30 };
  const above = { top: 241 - 18 - BADGE_GAP_PX, left: 1274 - 100 };
  const inside = { top: 241, left: 1274 - 100 };

  it('sits just above its element, right edges aligned, covering none of its controls', () => {
    const spot = badgeSpot(groups, badge, view, [edit]);
    expect(spot).toEqual(above);
    expect(spot.top + badge.height).toBeLessThanOrEqual(edit.top);
  });

  it('goes inside the top-right corner with no room above it below the title bar', () => {
    // The sidebar starts where the title bar ends.
    const sidebar = { top: 56, left: 0, width: 319, height: 844 };
    expect(badgeSpot(sidebar, { width: 55, height: 18 }, view, [])).toEqual({ top: 56, left: 264 });
  });

  it('goes inside the top-right corner when a control is above the element', () => {
    const searchAbove = { top: 200, left: 1000, width: 300, height: 36 };
    expect(badgeSpot(groups, badge, view, [searchAbove])).toEqual(inside);
  });

  it('moves to the left edge when controls take both right-hand spots', () => {
    const cornerControl = { top: 200, left: 1150, width: 124, height: 80 };
    expect(badgeSpot(groups, badge, view, [cornerControl])).toEqual({ top: above.top, left: 336 });
    const leftAbove = { top: 210, left: 300, width: 200, height: 20 };
    expect(badgeSpot(groups, badge, view, [cornerControl, leftAbove])).toEqual({ top: 241, left: 336 });
  });

  it('goes beside the top edge when controls fill the element up to the title bar', () => {
    // The sidebar with its list pane hidden: a rail of buttons, its Home button at the top.
    const rail = { top: 56, left: 0, width: 80, height: 844 };
    const home = { top: 64, left: 4, width: 72, height: 42 };
    expect(badgeSpot(rail, { width: 55, height: 18 }, view, [home])).toEqual({
      top: 56,
      left: 80 + BADGE_GAP_PX,
    });
    const right = { top: 0, left: 400, width: 966, height: 900 };
    const pane = { top: 56, left: 400, width: 300, height: 844 };
    expect(badgeSpot(pane, badge, view, [right])).toEqual({ top: 56, left: 400 - 100 - BADGE_GAP_PX });
  });

  it('stays wholly in the window: a badge wider than its element at the left edge', () => {
    const narrow = { top: 100, left: 0, width: 40, height: 30 };
    expect(badgeSpot(narrow, badge, view, [])).toEqual({ top: 100 - 18 - BADGE_GAP_PX, left: 0 });
  });

  it("stays wholly in the window: an element reaching past its right edge (the old badge's end was cut off)", () => {
    const wide = { top: 300, left: 800, width: 700, height: 100 };
    expect(badgeSpot(wide, badge, view, [])).toEqual({ top: 300 - 18 - BADGE_GAP_PX, left: 1366 - 100 });
  });

  it('keeps to the top of the shown part, clear of controls, for an element scrolled under the title bar', () => {
    const scrolled = { ...groups, top: -500 };
    expect(badgeSpot(scrolled, badge, view, [])).toEqual({ top: 56, left: 1174 });
    const tile = { top: 50, left: 1160, width: 110, height: 100 };
    expect(badgeSpot(scrolled, badge, view, [tile])).toEqual({ top: 56, left: 336 });
  });

  it('keeps an element scrolled wholly out of view at the edge of the view nearest to it', () => {
    const title = { top: -40, left: 420, width: 61, height: 31 };
    expect(badgeSpot(title, { width: 68, height: 18 }, view, [])).toEqual({ top: 56, left: 413 });
  });

  it('takes the first spot moved into the view when every spot covers a control', () => {
    expect(badgeSpot(groups, badge, view, [view])).toEqual(above);
  });
});
