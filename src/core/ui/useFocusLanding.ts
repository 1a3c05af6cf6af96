import { type RefObject, useEffect, useRef } from 'react';

/** The focus is nowhere, or on a control just disabled (the browser moves it off at its next frame). */
const focusLost = (focused: Element | null) =>
  !focused || focused === document.body || focused.matches(':disabled');

/**
 * Puts a lost focus on `box`'s element marked `data-focus-landing`: at once, or as soon as that
 * element is there and enabled (after Favorites' Save, Edit waits for the save). Not if the user has
 * put the focus somewhere meanwhile.
 */
export function landLostFocus(box: HTMLElement | null): void {
  if (!box?.isConnected) return;
  const land = () => {
    if (!focusLost(document.activeElement)) return true;
    const landing = box.querySelector<HTMLElement>('[data-focus-landing]:not(:disabled)');
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
 * `data-focus-landing` element (`landLostFocus`). Without it the focus fell to the page's body
 * (walkthrough 3): a screen-reader user heard nothing and lost their place.
 */
export function useFocusLanding(box: RefObject<HTMLElement | null>): void {
  const wasIn = useRef(false);
  // Read while rendering, before this render's change removes or disables the focused control.
  const focused = document.activeElement;
  wasIn.current = !focusLost(focused) && box.current?.contains(focused) === true;
  useEffect(() => {
    if (wasIn.current) landLostFocus(box.current);
  });
}
