import { atom } from '../state/jotai';

/**
 * Installing the app, shared between the install feature (which knows whether and how the app can
 * be installed, and does it) and Settings (which offers 'Install app' at any time). In core
 * because features do not import each other.
 */

/** Whether 'Install app' can be offered now (a browser prompt is ready, or iOS Safari's how-to). */
export const installAvailableAtom = atom(false);

/** Settings' 'Install app' sets it; the install feature (mounted by the frame) answers and clears it. */
export const installRequestedAtom = atom(false);
