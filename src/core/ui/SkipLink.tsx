import { type MouseEvent, useEffect, useRef } from 'react';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** For the frame's main landmark: where the skip link lands (focusable by script, not by Tab). */
export const MAIN_CONTENT_PROPS = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.main } as const;

/**
 * The signed-in frame's first focusable element: 'Skip to main content', hidden until a Tab
 * reaches it, moves the focus to the main landmark, past the title bar and the sidebar (WCAG
 * 2.4.1). The focus is moved by script, not by the fragment: the URL keeps no `#main-content` and
 * the router never sees a hash change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      Skip to main content
    </a>
  );
}

/**
 * After a navigation whose control went with the old page (a launcher tile, a search result), the
 * focus was on the body (walkthrough 3): it goes to the main landmark, as the skip link puts it,
 * so the next Tab is in the new page. `pageKey` names the page shown (its path); the first page of
 * a visit leaves the focus to the browser, where the skip link comes first. A focus still
 * somewhere (the sidebar link pressed, a dialog) stays there.
 */
export function useMainTakesLostFocus(pageKey: string | undefined): void {
  const shown = useRef(pageKey);
  useEffect(() => {
    if (shown.current === pageKey) return;
    shown.current = pageKey;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pageKey]);
}
