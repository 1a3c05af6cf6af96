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
}

/** Help cards are 200 to 300 px wide, the tutorial card 300 px (S2 §2). */
export const HELP_CARD_MIN_WIDTH_PX = 200;
export const HELP_CARD_MAX_WIDTH_PX = 300;
export const TUTORIAL_CARD_WIDTH_PX = 300;
const EDGE_PX = 8;

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
