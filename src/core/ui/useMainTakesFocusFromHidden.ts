import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './SkipLink';
import { focusIsNowhere } from './useFocusReturn';

/**
 * For a part of the frame hidden by the layout (the page help below 1000 px, as a tablet turns to
 * portrait): when the render that hides it (`hidden` turning true) takes the focus with it (on a
 * control as it rendered, on the body after), the main landmark takes it, as after a navigation
 * (`useMainTakesLostFocus`) and as the sidebar drawer hands it on. Only a focus lost so is moved.
 * It fell to the body: the screen reader said nothing, the next Tab started over (walkthrough 32, D3).
 * Not in SkipLink.tsx: that module is on the first screen, its users here are loaded later.
 */
export function useMainTakesFocusFromHidden(hidden: boolean): void {
  const focusWasOnControl = useRef(false);
  // Read while rendering, before this render's change removes the focused control.
  focusWasOnControl.current = !focusIsNowhere();
  useEffect(() => {
    if (hidden && focusWasOnControl.current && focusIsNowhere())
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [hidden]);
}
