import type { MouseEvent } from 'react';
import classes from './SkipLink.module.css';

const MAIN_CONTENT_ID = 'main-content';

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
