import { useLayoutEffect, useRef, useState } from 'react';
import type { HelpPosition } from '../../contracts/help';
import {
  type CardPlacement,
  HELP_CARD_MAX_WIDTH_PX,
  layoutHelpCards,
  type Rect,
  type Size,
} from './model/card-placement';
import { measure as anchorRect, findAnchor, followLayout } from './useAnchorRect';

/** Marks what the page's help cards must not cover (the help list, the help control). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-help-keep-clear';

interface CardItem {
  anchor: string | null;
  position: HelpPosition;
  offset: number | null;
}

interface Measured {
  anchors: (Rect | undefined)[];
  sizes: Size[];
  keepClear: Rect[];
  viewport: { width: number; height: number };
}

/** Until a card has been measured: a full-width card of a few lines. */
const FIRST_GUESS: Size = { width: HELP_CARD_MAX_WIDTH_PX, height: 120 };

const boxOf = (element: Element): Rect => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/**
 * Places the page's help cards together (`layoutHelpCards`): measures their anchors, their own
 * sizes and what they keep clear of, and measures again when any of them moves or resizes, on
 * scrolling and on resizing the window. `cardRef(i)` goes on the i-th card's element.
 */
export function useHelpCardLayout(items: readonly CardItem[]): {
  placements: CardPlacement[];
  cardRef: (index: number) => (element: HTMLElement | null) => void;
} {
  const cards = useRef<(HTMLElement | null)[]>([]);
  const [measured, setMeasured] = useState<Measured | undefined>(undefined);
  const anchorsKey = items.map((item) => item.anchor ?? '').join('\n');

  useLayoutEffect(() => {
    const anchors = anchorsKey.split('\n').map((anchor) => anchor || null);
    const update = () => {
      const next: Measured = {
        anchors: anchors.map(anchorRect),
        sizes: anchors.map((_, index) => {
          const card = cards.current[index];
          return card ? { width: card.offsetWidth, height: card.offsetHeight } : FIRST_GUESS;
        }),
        keepClear: [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map(boxOf),
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
      setMeasured((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    return followLayout(update, [
      ...anchors.map(findAnchor),
      ...cards.current,
      ...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`),
    ]);
  }, [anchorsKey]);

  const placements = layoutHelpCards(
    items.map((item, index) => ({
      anchor: measured?.anchors[index],
      position: item.position,
      offset: item.offset,
      size: measured?.sizes[index] ?? FIRST_GUESS,
    })),
    measured?.viewport ?? { width: window.innerWidth, height: window.innerHeight },
    measured?.keepClear,
  );
  return {
    placements,
    cardRef: (index) => (element) => {
      cards.current[index] = element;
    },
  };
}
