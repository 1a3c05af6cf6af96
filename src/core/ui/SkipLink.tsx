import { type MouseEvent, useEffect, useRef } from 'react';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** For the frame's main landmark: where the skip link lands (focusable by script, not by Tab). */
export const MAIN_CONTENT_PROPS = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.main } as const;

/**
 * The signed-in frame's first focusable element: 'Skip to main content', hidden until a Tab
 * reaches it, moves the focus to the main landmark, past the title bar and the sidebar (WCAG
 * 2.4.1). The focus is moved by script, not by the fragment: the URL keeps no `#main-content` and
 * the router never sees a hash change. `to` and `children` name another target and say so (the
 * Release Notes modal's 'Skip to Changes', past the versions list, shown in place); the target
 * needs `tabIndex={-1}`.
 */
export function SkipLink({
  to = MAIN_CONTENT_ID,
  children = 'Skip to main content',
  className,
}: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to);
    if (!target) return;
    event.preventDefault();
    // Its top in view (below a dialog's sticky head: the scroller's scroll-padding), not only some
    // of it: a focus scrolls a target taller than the view no further than it must, which left the
    // dialog's 'Changes' heading out of sight.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${to}`} className={className ? `${classes.link} ${className}` : classes.link} onClick={skip}>
      {children}
    </a>
  );
}

interface SkipLinkProps {
  /** The id of the element the focus goes to. */
  to?: string;
  children?: string;
  /**
   * Added to the link's class: a dialog's link is shown where it stands once focused, not at the
   * page's top left corner (a `:focus` rule in the dialog's stylesheet, kept off the first screen's).
   */
  className?: string;
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
