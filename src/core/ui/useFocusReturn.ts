import { type RefObject, useEffect, useState } from 'react';
import { MAIN_CONTENT_PROPS } from './SkipLink';

/**
 * Where the focus goes back to when a layer opened from `element` closes: the element itself, or,
 * for an item of a menu (which closes as the layer opens, taking the item with it), the menu's
 * button (the menu names it with `aria-labelledby`, as Mantine's menus do). Nothing for the page
 * itself (a layer opened by the app, not from a control).
 */
export function focusReturnTarget(element: Element | null): HTMLElement | undefined {
  const menu = element?.closest('[role="menu"]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  const target = labelledBy ? document.getElementById(labelledBy) : element;
  if (!(target instanceof HTMLElement) || target === document.body) return undefined;
  return target;
}

/** The focus is on no control: the body, or nothing (a layer gone with it). */
export const focusIsNowhere = () => !document.activeElement || document.activeElement === document.body;

/**
 * As `useFocusReturn` (useCardFocusReturn.ts), for a layer that stays mounted while closed (a
 * floating panel, a modal, the phone's sidebar drawer), or is unmounted as it closes (the agent
 * chat): the control that had the focus when `opened` turned true (a menu's item counts
 * as the menu's button) gets it back when it turns false, if the focus was then in the layer's
 * `box` or nowhere (a panel already gone, or an Escape that closed it). Without it, closing Release
 * Notes or Help Topics opened from the Help menu left the focus on the page's body: the item that
 * had it had gone with the menu.
 */
export function useReturnFocusOnClose(opened: boolean, box: RefObject<HTMLElement | null>): void {
  // Read while rendering the opening, before the layer takes the focus and the menu closes.
  // `closed`: this render follows a closing (not the first render of a layer never opened).
  const [shown, setShown] = useState(() => ({
    opened,
    closed: false,
    opener: opened ? focusReturnTarget(document.activeElement) : undefined,
  }));
  if (shown.opened !== opened)
    setShown({
      opened,
      closed: !opened,
      opener: opened ? focusReturnTarget(document.activeElement) : shown.opener,
    });
  const { opener, closed } = shown;
  useEffect(() => {
    // A layer the app opened by itself (the focus on no control: Release Notes after an update)
    // gives the focus to the main landmark, not to the page's body (walkthrough 28, O4).
    const target = () => (opener?.isConnected ? opener : document.getElementById(MAIN_CONTENT_PROPS.id));
    // Unmounted while open (the agent chat goes with its panel, never rendered closed): the same
    // return, the focus then nowhere since it left with the layer. Without it the chat's Escape or
    // Close left the focus on the page's body (walkthrough 3).
    if (opened)
      return () => {
        if (focusIsNowhere()) target()?.focus({ preventScroll: true });
      };
    if (!closed) return;
    const focused = document.activeElement;
    const inLayer = focusIsNowhere() || (focused !== null && box.current?.contains(focused) === true);
    if (inLayer) target()?.focus({ preventScroll: true });
  }, [opened, closed, opener, box]);
}
