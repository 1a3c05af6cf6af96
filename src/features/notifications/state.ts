import { atom } from '../../core/state/jotai';

/**
 * Bumped when the server has taken a dismissal: the bell reads its list again, so an answer that
 * left before the dismissal reached the server cannot keep the item open on screen.
 */
export const bellRevisionAtom = atom(0);
