import type { PageHelpItem } from '../../../contracts/help';
import type { Rect, Size } from './card-placement';

/**
 * Edit mode's badges (S2 §2): one per unique anchor among the elements on the current page, in
 * page order. Elements of other pages are not in the document, so "limited to the current page"
 * holds by construction; hidden elements get no badge (there is nothing to point at).
 */
export function uniqueAnchors(anchorsInPageOrder: readonly string[]): string[] {
  return [...new Set(anchorsInPageOrder.filter((anchor) => anchor.trim() !== ''))];
}

/**
 * The help item a badge edits: the anchor's active item, else its first inactive one; undefined
 * when the anchor has none yet (the badge then starts a new one).
 */
export function itemForAnchor(helps: readonly PageHelpItem[], anchor: string): PageHelpItem | undefined {
  const forAnchor = helps.filter((item) => item.anchor === anchor);
  return forAnchor.find((item) => item.enabled) ?? forAnchor[0];
}

/** Space between a badge and its element's edge when it sits outside the element. */
export const BADGE_GAP_PX = 2;

export interface BadgeSpot {
  top: number;
  left: number;
}

const overlaps = (spot: BadgeSpot, badge: Size, box: Rect) =>
  spot.left < box.left + box.width &&
  box.left < spot.left + badge.width &&
  spot.top < box.top + box.height &&
  box.top < spot.top + badge.height;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The part of `box` inside `view`; `box` itself when none of it is. */
function shownPart(box: Rect, view: Rect): Rect {
  const top = Math.max(box.top, view.top);
  const left = Math.max(box.left, view.left);
  const bottom = Math.min(box.top + box.height, view.top + view.height);
  const right = Math.min(box.left + box.width, view.left + view.width);
  return bottom > top && right > left ? { top, left, width: right - left, height: bottom - top } : box;
}

/**
 * Where an edit mode badge goes (S2 §2), its top-left corner in viewport pixels. `view` is where
 * the page shows: the window below the fixed title bar, which the page scrolls under.
 *
 * The badge stays at a corner of its element's shown part, so that it reads as that element's:
 * first just above the top edge with the right edges aligned, then inside the top-right corner,
 * then the same two at the left edge, then beside the top edge, to the right or the left (the
 * sidebar with its list pane hidden is a rail of buttons up to the title bar). It takes the first of these that is wholly in `view` and
 * covers none of `controls` (the page's buttons, links and fields: at the old spot, over the top-
 * right corner, a badge hid the launcher's Favorites Edit button); failing that, the first of them
 * moved into `view` that covers no control, else the first moved into `view`.
 */
export function badgeSpot(anchor: Rect, badge: Size, view: Rect, controls: readonly Rect[]): BadgeSpot {
  const shown = shownPart(anchor, view);
  const right = shown.left + shown.width - badge.width;
  const above = shown.top - badge.height - BADGE_GAP_PX;
  const spots: BadgeSpot[] = [
    { top: above, left: right },
    { top: shown.top, left: right },
    { top: above, left: shown.left },
    { top: shown.top, left: shown.left },
    { top: shown.top, left: shown.left + shown.width + BADGE_GAP_PX },
    { top: shown.top, left: shown.left - badge.width - BADGE_GAP_PX },
  ];
  const inView = (spot: BadgeSpot): BadgeSpot => ({
    top: clamp(spot.top, view.top, view.top + view.height - badge.height),
    left: clamp(spot.left, view.left, view.left + view.width - badge.width),
  });
  const fits = (spot: BadgeSpot) => {
    const moved = inView(spot);
    return moved.top === spot.top && moved.left === spot.left;
  };
  const clear = (spot: BadgeSpot) => !controls.some((control) => overlaps(spot, badge, control));
  const moved = spots.map(inView);
  return spots.find((spot) => fits(spot) && clear(spot)) ?? moved.find(clear) ?? (moved[0] as BadgeSpot);
}
