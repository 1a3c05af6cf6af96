import { atom } from '../state/jotai';

/**
 * The shown page's own heading, when it names more than its route's title: an error page's
 * 'Page Not Found' (route 'Error'), a wall display's name (route 'Display'), the Displays admin
 * page inside Configuration. The page title names it (RootLayout), so tabs and the history can be
 * told apart (WCAG 2.4.2; walkthrough 31, O3). Set by `usePageHeading` (page-heading.ts: kept out
 * of the launcher's first chunks, which only read it).
 */
export const pageHeadingAtom = atom<string | undefined>(undefined);
