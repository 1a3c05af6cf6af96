import { useLayoutEffect, useState } from 'react';
import { type BadgeSpot, badgeSpot } from './model/anchor-badges';
import type { Rect } from './model/card-placement';
import { findAnchor, followLayout, measure } from './useAnchorRect';

/** What a badge must not cover: the page's buttons, links and fields. */
const ROLES = 'button link tab checkbox radio switch menuitem combobox slider textbox';
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  ...ROLES.split(' ').map((role) => `[role="${role}"]`),
].join(', ');

/**
 * The shown controls' boxes in viewport pixels, but for the badges themselves and the controls
 * holding the anchored element (a badge on an element inside a button cannot help covering it).
 * An anchored control is one: its badge goes beside it.
 */
function controlBoxes(anchored: Element): Rect[] {
  const boxes: Rect[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    const holdsAnchored = control !== anchored && control.contains(anchored);
    if (holdsAnchored || control.closest('[data-help-badge]')) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (control.checkVisibility?.({ visibilityProperty: true }) === false) continue;
    boxes.push({ top: box.top, left: box.left, width: box.width, height: box.height });
  }
  return boxes;
}

/**
 * Where the anchor's `badge` goes (`badgeSpot`), followed through scrolling, resizing and layout
 * changes; undefined until the badge is rendered and measured.
 */
export function useBadgeSpot(anchor: string, badge: HTMLElement | null): BadgeSpot | undefined {
  const [spot, setSpot] = useState<BadgeSpot>();
  useLayoutEffect(() => {
    const anchored = findAnchor(anchor);
    if (!badge || !anchored) return;
    const update = () => {
      const box = measure(anchor);
      if (!box) return;
      // The window without its scroll bar, which would hide a badge's end, and below the fixed
      // title bar, which the page scrolls under.
      const top = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      const { clientWidth, clientHeight } = document.documentElement;
      const view = { top, left: 0, width: clientWidth, height: clientHeight - top };
      const size = { width: badge.offsetWidth, height: badge.offsetHeight };
      const next = badgeSpot(box, size, view, controlBoxes(anchored));
      setSpot((previous) => (previous?.top === next.top && previous.left === next.left ? previous : next));
    };
    return followLayout(update, [anchored, badge]);
  }, [anchor, badge]);
  return spot;
}
