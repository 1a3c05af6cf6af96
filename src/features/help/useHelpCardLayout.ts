import { useLayoutEffect, useRef, useState } from 'react';
import type { HelpPosition } from '../../contracts/help';
import {
  HELP_CARD_MAX_WIDTH_PX,
  type HelpColumn,
  layoutHelpColumns,
  type Rect,
  type Size,
} from './model/card-placement';
import { measure as anchorRect, findAnchor, followLayout } from './useAnchorRect';

/** Marks what the page's help cards must not cover (the help list, the help control). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-help-keep-clear';

interface CardItem {
  id: number;
  anchor: string | null;
  position: HelpPosition;
  offset: number | null;
}

interface Measured {
  anchors: (Rect | undefined)[];
  /** Each card's own size: its whole text's height, also when it is drawn shorter and scrolls. */
  sizes: Size[];
  columnWidths: [string, number][];
  keepClear: Rect[];
  viewport: { width: number; height: number };
}

/** Until a card has been measured: a full-width card of a few lines. */
const FIRST_GUESS: Size = { width: HELP_CARD_MAX_WIDTH_PX, height: 120 };

const boxOf = (element: Element): Rect => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/** An element's height with all of its content: its drawn height plus what is scrolled out of it. */
const wholeHeight = (element: HTMLElement) =>
  element.scrollHeight + element.offsetHeight - element.clientHeight;

/**
 * Places the page's help cards together in columns (`layoutHelpColumns`): measures their anchors,
 * their own sizes and what they keep clear of, and measures again when any of them moves or
 * resizes, on scrolling and on resizing the window. `cardRef(i)` goes on the i-th card's element,
 * `columnRef(key)` on its column's; `wholeHeight(i)` is the i-th card's height with all its text.
 */
export function useHelpCardLayout(items: readonly CardItem[]): {
  columns: HelpColumn[];
  cardRef: (index: number) => (element: HTMLElement | null) => void;
  columnRef: (key: string) => (element: HTMLElement | null) => void;
  wholeHeight: (index: number) => number;
} {
  const cards = useRef<(HTMLElement | null)[]>([]);
  const columnElements = useRef(new Map<string, HTMLElement>());
  const [measured, setMeasured] = useState<Measured | undefined>(undefined);
  const anchorsKey = items.map((item) => item.anchor ?? '').join('\n');

  const columns = layoutHelpColumns(
    items.map((item, index) => ({
      anchorKey: item.anchor,
      anchor: measured?.anchors[index],
      position: item.position,
      offset: item.offset,
      size: measured?.sizes[index] ?? FIRST_GUESS,
    })),
    measured?.viewport ?? { width: window.innerWidth, height: window.innerHeight },
    measured?.keepClear,
    new Map(measured?.columnWidths),
  );
  // Cards move to other columns when an anchor comes or goes: then the new elements are followed.
  const columnsKey = `${items.map((item) => item.id).join(',')}|${columns
    .map((column) => `${column.key}:${column.cards.join(',')}`)
    .join('|')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: columnsKey changes when the elements to follow do (refs)
  useLayoutEffect(() => {
    const anchors = anchorsKey.split('\n').map((anchor) => anchor || null);
    const update = () => {
      const next: Measured = {
        anchors: anchors.map(anchorRect),
        sizes: anchors.map((_, index) => {
          const card = cards.current[index];
          return card ? { width: card.offsetWidth, height: wholeHeight(card) } : FIRST_GUESS;
        }),
        columnWidths: [...columnElements.current].map(([key, element]) => [key, element.offsetWidth]),
        keepClear: [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map(boxOf),
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
      setMeasured((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    return followLayout(update, [
      ...anchors.map(findAnchor),
      ...cards.current,
      // A column that gains a classic scrollbar widens alone: its width is measured again then.
      ...columnElements.current.values(),
      ...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`),
    ]);
  }, [anchorsKey, columnsKey]);

  return {
    columns,
    cardRef: (index) => (element) => {
      cards.current[index] = element;
    },
    columnRef: (key) => (element) => {
      if (element) columnElements.current.set(key, element);
      else columnElements.current.delete(key);
    },
    wholeHeight: (index) => measured?.sizes[index]?.height ?? FIRST_GUESS.height,
  };
}
