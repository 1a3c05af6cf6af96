import { atom } from '../state/jotai';

/**
 * A wall display is on screen (/display/{id}, docs/kiosk.md): nobody is there to answer a prompt
 * or to leave an error page, so the shared mechanisms hold back what would need a person: the
 * update prompt is not shown (the display takes a new version by itself when idle) and a 503
 * does not navigate to the maintenance page (the last content stays, with its status strip).
 */
export const unattendedScreenAtom = atom(false);
