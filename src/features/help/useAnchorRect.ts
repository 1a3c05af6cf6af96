import { useLayoutEffect, useState } from 'react';
import type { Rect } from './model/card-placement';

/** The element carrying `data-help-anchor="{anchor}"` on the current page, if any. */
export function findAnchor(anchor: string | null): Element | undefined {
  if (!anchor) return undefined;
  return document.querySelector(`[data-help-anchor="${CSS.escape(anchor)}"]`) ?? undefined;
}

/** The shown box of the anchor's element in viewport pixels; undefined when absent or hidden. */
export function measure(anchor: string | null): Rect | undefined {
  const element = findAnchor(anchor);
  const box = element?.getBoundingClientRect();
  // A hidden element (a closed drawer, display: none, visibility: hidden) has nothing to point
  // at: the card goes to the centre and a tutorial step on it is skipped.
  if (!box || (box.width === 0 && box.height === 0)) return undefined;
  if (element?.checkVisibility?.({ visibilityProperty: true }) === false) return undefined;
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

/** Whether the anchor's element is on the page and shown (a tutorial step pointing at it is reachable). */
export const isAnchorShown = (anchor: string): boolean => measure(anchor) !== undefined;

const sameRect = (a: Rect | undefined, b: Rect | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * Calls `update` now and whenever the layout may have moved what it measures: the page or one of
 * `elements` resizing, the window resizing, any scrolling. Returns the undo.
 */
export function followLayout(update: () => void, elements: Iterable<Element | null | undefined>): () => void {
  update();
  const observer = new ResizeObserver(update);
  observer.observe(document.body);
  for (const element of elements) if (element) observer.observe(element);
  window.addEventListener('resize', update);
  window.addEventListener('scroll', update, true);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    window.removeEventListener('scroll', update, true);
  };
}

/** The anchor's box in viewport pixels, followed through scrolling, resizing and layout changes. */
export function useAnchorRect(anchor: string | null): Rect | undefined {
  const [rect, setRect] = useState<Rect | undefined>(() => measure(anchor));
  useLayoutEffect(() => {
    const update = () => {
      const next = measure(anchor);
      setRect((previous) => (sameRect(previous, next) ? previous : next));
    };
    return followLayout(update, [findAnchor(anchor)]);
  }, [anchor]);
  return rect;
}
