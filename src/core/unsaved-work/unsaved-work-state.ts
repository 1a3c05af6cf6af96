import { atom } from '../state/jotai';
import type { UnsavedWork } from './model/unsaved-work';

/**
 * Unsaved work open on this page (`useUnsavedWork` marks it): the update prompt asks before its
 * Reload would lose it (docs/offline.md, "A new version"). Features mark; core reads.
 */
export const unsavedWorkAtom = atom<UnsavedWork>([]);
