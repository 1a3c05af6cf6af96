import type { HelpPosition } from '../../../contracts/help';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Where a card goes: a point in the viewport and how the card hangs from it (a CSS translate). */
export interface CardPlacement {
  top: number;
  left: number;
  /** Percentages of the card's own size, e.g. [-50, -100] hangs it centred above the point. */
  translate: [number, number];
  /** `cover` lays the card over its anchor at the anchor's width (within the card limits). */
  width?: number;
}

/** Help cards are 200 to 300 px wide (S2 §2); a point this close to the edge keeps them on screen. */
export const HELP_CARD_MIN_WIDTH_PX = 200;
export const HELP_CARD_MAX_WIDTH_PX = 300;
export const TUTORIAL_CARD_WIDTH_PX = 300;
const EDGE_PX = 8;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Places a card beside its anchor's box: `top` above, `bottom` below (centred), `bottom-left` /
 * `bottom-right` below and aligned with the anchor's left / right edge, `left` / `right` beside it,
 * `cover` over it; `center`, or no anchor on the page, in the screen centre. `offset` moves the
 * card that many pixels further from the anchor (negative: closer).
 */
export function cardPlacement(
  anchor: Rect | undefined,
  position: HelpPosition,
  offset: number | null,
  viewport: Viewport,
): CardPlacement {
  if (!anchor || position === 'center') {
    return { top: viewport.height / 2, left: viewport.width / 2, translate: [-50, -50] };
  }
  const gap = offset ?? 0;
  const middleX = anchor.left + anchor.width / 2;
  const middleY = anchor.top + anchor.height / 2;
  const bottom = anchor.top + anchor.height;
  const right = anchor.left + anchor.width;
  const placement = ((): CardPlacement => {
    switch (position) {
      case 'top':
        return { top: anchor.top - gap, left: middleX, translate: [-50, -100] };
      case 'bottom':
        return { top: bottom + gap, left: middleX, translate: [-50, 0] };
      case 'bottom-left':
        return { top: bottom + gap, left: anchor.left, translate: [0, 0] };
      case 'bottom-right':
        return { top: bottom + gap, left: right, translate: [-100, 0] };
      case 'left':
        return { top: middleY, left: anchor.left - gap, translate: [-100, -50] };
      case 'right':
        return { top: middleY, left: right + gap, translate: [0, -50] };
      case 'cover':
        return {
          top: anchor.top,
          left: anchor.left,
          translate: [0, 0],
          width: clamp(anchor.width, HELP_CARD_MIN_WIDTH_PX, HELP_CARD_MAX_WIDTH_PX),
        };
    }
  })();
  // The anchor may be partly off screen: keep the point inside, so the card stays findable.
  return {
    ...placement,
    top: clamp(placement.top, EDGE_PX, viewport.height - EDGE_PX),
    left: clamp(placement.left, EDGE_PX, viewport.width - EDGE_PX),
  };
}
