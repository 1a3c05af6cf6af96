import type { HelpPosition } from '../../../contracts/help';
import type { Viewport } from '../../../core/ui/panel-geometry';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type { Viewport };

export interface Size {
  width: number;
  height: number;
}

/** Where a card goes: its box's top-left corner in the viewport, and a width for `cover` cards. */
export interface CardPlacement {
  top: number;
  left: number;
  /** `cover` lays the card over its anchor at the anchor's width (within the card limits). */
  width?: number;
  /**
   * Set when the card is given less height than its own (`layoutHelpCards` with `minHeight`): it
   * is drawn at most this tall and its text scrolls inside it.
   */
  height?: number;
}

/** Help cards are 200 to 300 px wide, the tutorial card 300 px (S2 §2). */
export const HELP_CARD_MIN_WIDTH_PX = 200;
export const HELP_CARD_MAX_WIDTH_PX = 300;
export const TUTORIAL_CARD_WIDTH_PX = 300;
/** Room kept between a card and the screen's edges. */
export const EDGE_PX = 8;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Places a card of `card` size beside its anchor's box: `top` above, `bottom` below (centred),
 * `bottom-left` / `bottom-right` below and aligned with the anchor's left / right edge, `left` /
 * `right` beside it, `cover` over it; `center`, or no anchor on the page, in the screen centre.
 * `offset` moves the card that many pixels further from the anchor (negative: closer). The card
 * is then kept wholly on screen (an anchor may be taller than the screen or partly off it).
 */
export function cardPlacement(
  anchor: Rect | undefined,
  position: HelpPosition,
  offset: number | null,
  card: Size,
  viewport: Viewport,
): CardPlacement {
  const width =
    anchor && position === 'cover'
      ? clamp(anchor.width, HELP_CARD_MIN_WIDTH_PX, HELP_CARD_MAX_WIDTH_PX)
      : card.width;
  const { height } = card;
  const box = ((): { top: number; left: number } => {
    if (!anchor || position === 'center') {
      return { top: (viewport.height - height) / 2, left: (viewport.width - width) / 2 };
    }
    const gap = offset ?? 0;
    const middleX = anchor.left + anchor.width / 2 - width / 2;
    const middleY = anchor.top + anchor.height / 2 - height / 2;
    const below = anchor.top + anchor.height + gap;
    const right = anchor.left + anchor.width;
    switch (position) {
      case 'top':
        return { top: anchor.top - gap - height, left: middleX };
      case 'bottom':
        return { top: below, left: middleX };
      case 'bottom-left':
        return { top: below, left: anchor.left };
      case 'bottom-right':
        return { top: below, left: right - width };
      case 'left':
        return { top: middleY, left: anchor.left - gap - width };
      case 'right':
        return { top: middleY, left: right + gap };
      case 'cover':
        return { top: anchor.top, left: anchor.left };
    }
  })();
  const placed = {
    top: clamp(box.top, EDGE_PX, viewport.height - height - EDGE_PX),
    left: clamp(box.left, EDGE_PX, viewport.width - width - EDGE_PX),
  };
  return anchor && position === 'cover' ? { ...placed, width } : placed;
}

/** What one of the page's help cards asks for: its anchor's box, position, offset and measured size. */
export interface CardRequest {
  anchor: Rect | undefined;
  position: HelpPosition;
  offset: number | null;
  size: Size;
  /**
   * How short the card may be made to find room (its text then scrolls inside it). Given, the card
   * is also never taller than the screen; left out, it keeps its own height (the tutorial card).
   */
  minHeight?: number;
}

/** Space kept between two cards (and between a card and what it must keep clear of). */
export const CARD_GAP_PX = 8;

/** The sides tried, in order, when a card's own position is taken: the opposite side first. */
const OTHER_SIDES: Record<HelpPosition, readonly HelpPosition[]> = {
  top: ['bottom', 'right', 'left'],
  bottom: ['top', 'right', 'left'],
  'bottom-left': ['top', 'right', 'left'],
  'bottom-right': ['top', 'right', 'left'],
  left: ['right', 'bottom', 'top'],
  right: ['left', 'bottom', 'top'],
  cover: ['bottom', 'top', 'right', 'left'],
  center: [],
};

const boxOf = (placement: CardPlacement, size: Size): Rect => ({
  top: placement.top,
  left: placement.left,
  width: placement.width ?? size.width,
  height: placement.height ?? size.height,
});

/** Whether two boxes come closer than `gap` (touching at exactly `gap` is apart). */
const crowds = (a: Rect, b: Rect, gap: number) =>
  a.left < b.left + b.width + gap &&
  b.left < a.left + a.width + gap &&
  a.top < b.top + b.height + gap &&
  b.top < a.top + a.height + gap;

/** A span `[start, start + length)` overlaps `[from, from + size)`. */
const overlaps = (start: number, length: number, from: number, size: number) =>
  start < from + size && from < start + length;

/**
 * Places all of a page's help cards at once, so that none covers another (S2 §2: each card is
 * read beside its anchor, which a card lying over it prevents). Cards are placed in the order
 * given (the page's item order); each goes where `cardPlacement` puts it when that spot is free
 * of the cards placed before it and of `keepClear` (the help list, the help control), with
 * `CARD_GAP_PX` between them. Otherwise, in this order of preference:
 *
 * 1. slid along its side of the anchor (a `top` card to the left or right, a `right` card up or
 *    down) to the nearest free spot where it still faces its anchor;
 * 2. the anchor's other sides (the opposite one first), each slid the same way;
 * 3. the free spot nearest to where it wanted to be, anywhere on screen.
 *
 * Every spot tried is wholly on screen. A card with a `minHeight` is first kept within the
 * screen's height, and where it finds no room it is tried again shorter, a step at a time down
 * to `minHeight`, beside its anchor (1 and 2) at every height before anywhere else (3): its text
 * scrolls inside it (`CardPlacement.height`). Only when no free spot is left on screen (more help
 * than the screen holds) does a card keep its own position over another.
 */
export function layoutHelpCards(
  cards: readonly CardRequest[],
  viewport: Viewport,
  keepClear: readonly Rect[] = [],
): CardPlacement[] {
  return placeAll(cards, viewport, keepClear).placements;
}

/** `layoutHelpCards`, and whether every card found a free spot. */
function placeAll(
  cards: readonly CardRequest[],
  viewport: Viewport,
  keepClear: readonly Rect[],
): { placements: CardPlacement[]; allFree: boolean } {
  const taken: Rect[] = [...keepClear];
  let allFree = true;
  const placements = cards.map((card) => {
    const { placement, free } = freePlacement(card, viewport, taken);
    allFree &&= free;
    taken.push(boxOf(placement, card.size));
    return placement;
  });
  return { placements, allFree };
}

function freePlacement(
  card: CardRequest,
  viewport: Viewport,
  taken: readonly Rect[],
): { placement: CardPlacement; free: boolean } {
  const heights = heightsToTry(card, viewport);
  // Beside its anchor at any of its heights (tallest first) before anywhere else on screen: a
  // shorter card whose text scrolls is read beside what it explains, a whole one far from it not.
  for (const height of heights) {
    const beside = besideAnchor({ ...card, size: { width: card.size.width, height } }, viewport, taken);
    if (beside) return { placement: withHeight(beside, height, card.size.height), free: true };
  }
  for (const height of heights) {
    const free = anywhere({ ...card, size: { width: card.size.width, height } }, viewport, taken);
    if (free) return { placement: withHeight(free, height, card.size.height), free: true };
  }
  const height = heights[0] ?? card.size.height;
  const wanted = cardPlacement(card.anchor, card.position, card.offset, { ...card.size, height }, viewport);
  return { placement: withHeight(wanted, height, card.size.height), free: false };
}

/** How short a card may be made, as a step of this many pixels (heights tried: its own, then shorter). */
const HEIGHT_STEP_PX = 48;

/** The heights tried for `card`, tallest first: its own (within the screen, with `minHeight`), then shorter. */
function heightsToTry(card: CardRequest, viewport: Viewport): number[] {
  if (card.minHeight === undefined) return [card.size.height];
  const tallest = Math.max(1, Math.min(card.size.height, viewport.height - 2 * EDGE_PX));
  const shortest = Math.min(tallest, Math.max(1, card.minHeight));
  const heights = [tallest];
  for (let height = tallest - HEIGHT_STEP_PX; height > shortest; height -= HEIGHT_STEP_PX)
    heights.push(height);
  if (shortest < tallest) heights.push(shortest);
  return heights;
}

const withHeight = (placement: CardPlacement, height: number, own: number): CardPlacement =>
  height < own ? { ...placement, height } : placement;

/** The spots of one card's search: free of `taken`, on screen, the nearest to `from` first. */
function searchOf(card: CardRequest, viewport: Viewport, taken: readonly Rect[]) {
  const wanted = cardPlacement(card.anchor, card.position, card.offset, card.size, viewport);
  const width = wanted.width ?? card.size.width;
  const { height } = card.size;
  const free = (top: number, left: number) =>
    !taken.some((box) => crowds({ top, left, width, height }, box, CARD_GAP_PX));
  const at = (top: number, left: number): CardPlacement =>
    wanted.width === undefined ? { top, left } : { top, left, width };
  // On-screen spots along one axis: the wanted one, the screen's edges, and just past each box.
  const maxLeft = Math.max(EDGE_PX, viewport.width - width - EDGE_PX);
  const maxTop = Math.max(EDGE_PX, viewport.height - height - EDGE_PX);
  const lefts = (from: number) =>
    spots(
      from,
      EDGE_PX,
      maxLeft,
      taken.flatMap((box) => [box.left - CARD_GAP_PX - width, box.left + box.width + CARD_GAP_PX]),
    );
  const tops = (from: number) =>
    spots(
      from,
      EDGE_PX,
      maxTop,
      taken.flatMap((box) => [box.top - CARD_GAP_PX - height, box.top + box.height + CARD_GAP_PX]),
    );
  return { wanted, width, height, free, at, lefts, tops };
}

/** Its own spot, else slid along its side of the anchor, else another side (the opposite one first). */
function besideAnchor(
  card: CardRequest,
  viewport: Viewport,
  taken: readonly Rect[],
): CardPlacement | undefined {
  const { wanted, width, height, free, at, lefts, tops } = searchOf(card, viewport, taken);
  if (free(wanted.top, wanted.left)) return wanted;
  const { anchor } = card;
  if (!anchor || card.position === 'center') return undefined;
  for (const side of [card.position, ...OTHER_SIDES[card.position]]) {
    const start =
      side === card.position ? wanted : cardPlacement(anchor, side, card.offset, card.size, viewport);
    // Slide across the side: along the anchor's width above or below it, along its height beside it.
    const slides: { top: number; left: number }[] =
      side === 'left' || side === 'right'
        ? tops(start.top)
            .filter((top) => overlaps(top, height, anchor.top, anchor.height))
            .map((top) => ({ top, left: start.left }))
        : lefts(start.left)
            .filter((left) => overlaps(left, width, anchor.left, anchor.width))
            .map((left) => ({ top: start.top, left }));
    const slid = slides.find(({ top, left }) => free(top, left));
    if (slid) return at(slid.top, slid.left);
  }
  return undefined;
}

/** The free spot nearest to where the card wanted to be, anywhere on screen. */
function anywhere(card: CardRequest, viewport: Viewport, taken: readonly Rect[]): CardPlacement | undefined {
  const { wanted, free, at, lefts, tops } = searchOf(card, viewport, taken);
  // One pass for the nearest (many cards make this grid large: no sorting of all of it).
  let nearest: { top: number; left: number; away: number } | undefined;
  const leftSpots = lefts(wanted.left);
  for (const top of tops(wanted.top))
    for (const left of leftSpots) {
      const away = distance({ top, left }, wanted);
      if ((nearest === undefined || away < nearest.away) && free(top, left)) nearest = { top, left, away };
    }
  return nearest ? at(nearest.top, nearest.left) : undefined;
}

/** The candidate positions on one axis, kept on screen, nearest to `from` first. */
function spots(from: number, min: number, max: number, pastBoxes: readonly number[]): number[] {
  const onScreen = [from, min, max, ...pastBoxes].map((value) => clamp(value, min, max));
  return [...new Set(onScreen)].sort((a, b) => Math.abs(a - from) - Math.abs(b - from));
}

const distance = (a: { top: number; left: number }, b: { top: number; left: number }) =>
  Math.hypot(a.top - b.top, a.left - b.left);

/** One of the page's help cards for `layoutHelpColumns`: a `CardRequest` and its anchor's key. */
export interface HelpCardRequest extends CardRequest {
  anchorKey: string | null;
}

/** A column of help cards standing together, and where it goes. */
export interface HelpColumn {
  /** Stable while the same cards share it: the anchor's key, or `CENTRE_COLUMN_KEY`. */
  key: string;
  /** The indexes of its cards in the request, in page order (top to bottom). */
  cards: number[];
  /** Its top-left corner, its width for `cover`, and its height when shorter than its cards. */
  placement: CardPlacement;
  /**
   * The height it is drawn at most (its content scrolls inside it), and each of its cards too:
   * its placed height when made shorter than its cards, else the screen's less its margins.
   */
  maxHeight: number;
}

/** The column of the cards shown in the screen centre (no anchor, an anchor not on the page, `center`). */
export const CENTRE_COLUMN_KEY = '\u0000centre';

/**
 * The shortest a column is made to find room beside its anchor: a title and a few lines of text,
 * still read by scrolling it (a touch screen too).
 */
export const HELP_COLUMN_MIN_HEIGHT_PX = 160;

/**
 * Places a page's help cards (S2 §2) so that none covers another, however many there are and
 * however long: the cards of one anchor stand in one column beside it, one under the other in
 * page order, with the first card's position and offset; the cards shown in the screen centre
 * (no anchor, an anchor not on the page, the `center` position) form one column there. The
 * columns are placed as `layoutHelpCards` places cards, each given at most the screen's height
 * and made shorter (to `HELP_COLUMN_MIN_HEIGHT_PX`) where that finds it room; a column shorter
 * than its cards scrolls, and so does a card taller than its column. One card per anchor (what
 * the help editor makes) is a column of one: the card alone, placed as before.
 * `columnWidths` are the columns' drawn widths where known (a scrollbar widens a column).
 */
export function layoutHelpColumns(
  cards: readonly HelpCardRequest[],
  viewport: Viewport,
  keepClear: readonly Rect[] = [],
  columnWidths: ReadonlyMap<string, number> = new Map(),
): HelpColumn[] {
  const columns = new Map<string, number[]>();
  for (const [index, card] of cards.entries()) {
    const key =
      !card.anchor || card.position === 'center' || card.anchorKey === null
        ? CENTRE_COLUMN_KEY
        : `@${card.anchorKey}`;
    columns.set(key, [...(columns.get(key) ?? []), index]);
  }
  const room = Math.max(1, viewport.height - 2 * EDGE_PX);
  const requests = [...columns].map(([key, indexes]): CardRequest => {
    const members = indexes.map((index) => cards[index]).filter((card) => card !== undefined);
    const first = members[0];
    const height =
      members.reduce((sum, card) => sum + Math.min(card.size.height, room), 0) +
      CARD_GAP_PX * (members.length - 1);
    const width = columnWidths.get(key) ?? Math.max(0, ...members.map((card) => card.size.width));
    return {
      anchor: key === CENTRE_COLUMN_KEY ? undefined : first?.anchor,
      position: key === CENTRE_COLUMN_KEY ? 'center' : (first?.position ?? 'center'),
      offset: first?.offset ?? null,
      size: { width, height },
      minHeight: HELP_COLUMN_MIN_HEIGHT_PX,
    };
  });
  // Placed one after another, the first tall columns would take the screen's whole height and
  // leave the later ones no room. So each column is first allowed the screen's height, then, if
  // one found no free spot, half of it, a third, … (as if the columns stood in rows), down to the
  // shortest: the first try where every column has room wins, else the last.
  let placements: CardPlacement[] = [];
  let heights: number[] = [];
  for (let rows = 1; ; rows += 1) {
    const cap = Math.floor((room - CARD_GAP_PX * (rows - 1)) / rows);
    if (rows > 1 && cap < HELP_COLUMN_MIN_HEIGHT_PX) break;
    const capped = requests.map((request) => ({
      ...request,
      size: { ...request.size, height: Math.min(request.size.height, cap) },
    }));
    const placed = placeAll(capped, viewport, keepClear);
    placements = placed.placements;
    heights = capped.map((request) => request.size.height);
    if (placed.allFree) break;
  }
  return [...columns].map(([key, indexes], index) => {
    const placement = placements[index] ?? { top: EDGE_PX, left: EDGE_PX };
    const own = requests[index]?.size.height ?? room;
    const height = Math.min(placement.height ?? heights[index] ?? room, own);
    return {
      key,
      cards: indexes,
      placement: height < own ? { ...placement, height } : placement,
      maxHeight: height < own ? height : room,
    };
  });
}

/** The part of `rect` inside the viewport, or undefined when none of it is. */
export function visiblePart(rect: Rect, viewport: Viewport): Rect | undefined {
  const top = Math.max(rect.top, 0);
  const left = Math.max(rect.left, 0);
  const bottom = Math.min(rect.top + rect.height, viewport.height);
  const right = Math.min(rect.left + rect.width, viewport.width);
  return bottom > top && right > left ? { top, left, width: right - left, height: bottom - top } : undefined;
}

const intersects = (a: Rect, b: Rect) =>
  overlaps(a.left, a.width, b.left, b.width) && overlaps(a.top, a.height, b.top, b.height);

/**
 * Where a tutorial card goes (S2 §2): as `cardPlacement` puts it, unless that covers the shown part
 * of the step's element, which the tour highlights and the reader must see. Then, as
 * `layoutHelpCards` would move a card off another one: slid along its side, else on another
 * side of the element, else the free spot nearest; a `cover` step is placed `bottom` first. A
 * tall element, scrolled to its top, fills the screen's height: the card then goes beside it.
 */
export function tutorialCardPlacement(
  anchor: Rect | undefined,
  position: HelpPosition,
  offset: number | null,
  card: Size,
  viewport: Viewport,
): CardPlacement {
  const wanted = cardPlacement(anchor, position, offset, card, viewport);
  const shown = anchor && position !== 'center' ? visiblePart(anchor, viewport) : undefined;
  if (!shown || !intersects(boxOf(wanted, card), shown)) return wanted;
  const side = position === 'cover' ? 'bottom' : position;
  const [placed] = layoutHelpCards([{ anchor: shown, position: side, offset, size: card }], viewport, [
    shown,
  ]);
  return placed ?? wanted;
}
