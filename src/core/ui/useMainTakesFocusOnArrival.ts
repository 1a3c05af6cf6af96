import { useEffect } from 'react';
import { MAIN_CONTENT_PROPS } from './SkipLink';
import { focusIsNowhere } from './useFocusReturn';

/**
 * For a page outside the app's frame (an error page, the sign-in page), whose `main` carries
 * `MAIN_CONTENT_PROPS`: arrived at with the focus on no control (the tile or search result that had
 * it went with the page before; a session that expired mid-task), the main landmark takes it, as
 * the frame's pages do after a navigation (`useMainTakesLostFocus`), so a screen reader says where
 * the user now is and the next Tab starts there. The focus stayed on the body (walkthrough 29, D4).
 */
export function useMainTakesFocusOnArrival(): void {
  useEffect(() => {
    if (focusIsNowhere()) document.getElementById(MAIN_CONTENT_PROPS.id)?.focus({ preventScroll: true });
  }, []);
}
