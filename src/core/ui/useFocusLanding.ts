import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { focusSuccessor } from './focus-successor';

/** The focus is nowhere, or on a control just disabled (the browser moves it off at its next frame). */
const focusLost = (focused: Element | null) =>
  !focused || focused === document.body || focused.matches(':disabled');

/**
 * Puts a lost focus on `box`'s element marked `data-focus-landing`: at once, or as soon as that
 * element is there and enabled (after Favorites' Save, Edit waits for the save). With `elseBox`,
 * on the box itself (focusable with `tabIndex={-1}`) when it has no such element: it waits for none.
 * Not if the user has put the focus somewhere meanwhile.
 */
export function landLostFocus(box: HTMLElement | null, elseBox = false): void {
  if (!box?.isConnected) return;
  const land = () => {
    if (!focusLost(document.activeElement)) return true;
    const landing =
      box.querySelector<HTMLElement>('[data-focus-landing]:not(:disabled)') ?? (elseBox ? box : null);
    landing?.focus();
    return landing !== null;
  };
  if (land()) return;
  const observer = new MutationObserver(() => land() && observer.disconnect());
  observer.observe(box, {
    subtree: true,
    childList: true,
    attributeFilter: ['disabled', 'data-focus-landing'],
  });
}

/**
 * When the control that had the focus in `box` goes away or is disabled by what it did (a Save
 * that closes its editor, Add Note disabled while its editor is open), the focus lands on the box's
 * `data-focus-landing` element (`landLostFocus`; with `elseBox`, the box itself when it has none).
 * Without it the focus fell to the page's body (walkthrough 3): a screen-reader user heard nothing
 * and lost their place.
 */
export function useFocusLanding(box: RefObject<HTMLElement | null>, elseBox = false): void {
  const wasIn = useRef(false);
  // Read while rendering, before this render's change removes or disables the focused control.
  const focused = document.activeElement;
  wasIn.current = !focusLost(focused) && box.current?.contains(focused) === true;
  useEffect(() => {
    if (wasIn.current) landLostFocus(box.current, elseBox);
  });
}

/**
 * After an action whose result takes a while to show (a server answer, a list read again), puts a
 * lost focus on `box`'s element carrying `attribute` as soon as that element is there and enabled:
 * the control pressed was disabled or replaced meanwhile, or it sat in a dialog the action closed
 * (a side panel's Save, a confirmation), whose own focus return found its opener gone. While the
 * focus is in another layer (that dialog, on its way out) it waits; it stops once it has landed,
 * once the user puts the focus in `box`, or when the returned function is called. Only a lost
 * focus is moved. `useFocusLanding` is the same rule for a change seen in the render that makes it;
 * this one outlives renders and dialogs (walkthrough 31, D1: every Release Notes version action
 * dropped the focus to the body, and Tab then left the modal).
 */
export function landFocusWhenShown(box: HTMLElement, attribute: string): () => void {
  // The control that started the action may still hold the focus when this starts (enabled again
  // before the answer's re-read replaces it): that is not the user's move, and its focus is lost
  // once it goes. It was read as one, and the focus then fell to the body (a CI run, Deactivate).
  const startedOn = document.activeElement;
  const check = () => {
    const focused = document.activeElement;
    if (!focusLost(focused)) {
      if (box.contains(focused) && focused !== startedOn) stop();
      return;
    }
    const landing = box.querySelector<HTMLElement>(`[${attribute}]:not(:disabled)`);
    if (!landing) return;
    landing.focus();
    stop();
  };
  // The whole page: a closing dialog leaves from a portal outside `box`.
  const observer = new MutationObserver(check);
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', check);
  };
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['disabled', attribute],
  });
  document.addEventListener('focusin', check);
  check();
  return stop;
}

/** Marks the controls of a list among which `keepFocusIn` moves a focus whose control went. */
export const FOCUS_PEER = { 'data-focus-peer': '' } as const;

/** A control that can still take the focus: in the page, enabled, shown. */
const usable = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled') && (element.checkVisibility?.() ?? true);

/**
 * Keeps the focus in `box` when the focused control among its `data-focus-peer` controls goes
 * (removed, disabled or hidden by what it did: a notification's Dismiss, a favorite's Remove, a
 * help topic chosen in a list that then hides): it moves to the next such control, else the previous
 * one (`focusSuccessor`), else `fallback()`, else the box's `data-focus-landing` element, else the
 * box (a panel with `tabIndex={-1}`, so Tab and Escape stay with it). Without it the focus fell to
 * the page's body (walkthrough 12): a screen-reader user heard nothing, the next Tab left an open
 * panel and Escape no longer closed it. A focus the user has put elsewhere is left alone; a focused
 * control that is no peer is left to `useFocusLanding`. Answers the function that stops it.
 */
export function keepFocusIn(box: HTMLElement, fallback?: () => HTMLElement | null | undefined): () => void {
  let before: { focused: HTMLElement; peers: HTMLElement[] } | undefined;
  // The peers as they are while the focus is in the box: after the change, the gone one's place.
  const note = () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && !focusLost(focused) && box.contains(focused))
      before = { focused, peers: [...box.querySelectorAll<HTMLElement>('[data-focus-peer]')] };
    else if (!focusLost(focused)) before = undefined;
  };
  const check = () => {
    const focused = document.activeElement;
    const gone = before && (focusLost(focused) || (focused === before.focused && !usable(before.focused)));
    if (!before || !gone) return note();
    const { peers } = before;
    const index = peers.indexOf(before.focused);
    before = undefined;
    if (index < 0) return;
    const landing =
      focusSuccessor(peers, index, usable) ??
      fallback?.() ??
      box.querySelector<HTMLElement>('[data-focus-landing]:not(:disabled)') ??
      box;
    landing.focus();
    note();
  };
  // The user took the focus out of the box: its change is no longer theirs to follow (walkthrough
  // 28, D1: a Cancel outside the sidebar went, the sidebar's list was drawn again, and the focus went
  // to the star after the one pressed before). A focus lost to the body has no new target.
  const left = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !box.contains(event.relatedTarget)) before = undefined;
  };
  note();
  box.addEventListener('focusin', note);
  box.addEventListener('focusout', left);
  const observer = new MutationObserver(check);
  observer.observe(box, {
    subtree: true,
    childList: true,
    attributeFilter: ['disabled', 'hidden', 'style', 'class', 'data-loading'],
  });
  return () => {
    box.removeEventListener('focusin', note);
    box.removeEventListener('focusout', left);
    observer.disconnect();
  };
}

/**
 * `keepFocusIn` as a callback ref, for a box mounted and unmounted with its panel (a popover's
 * dropdown): kept while the element is in the page. (Stopped on the ref's null, not by a returned
 * cleanup, which a component merging refs may drop.)
 */
export function useKeepFocusIn<T extends HTMLElement>(
  fallback?: () => HTMLElement | null | undefined,
): (box: T | null) => void {
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  const stop = useRef<() => void>(undefined);
  return useCallback((box: T | null) => {
    stop.current?.();
    stop.current = box ? keepFocusIn(box, () => fallbackRef.current?.()) : undefined;
  }, []);
}
