import { useEffect } from 'react';
import { appStore, useSetAtom } from '../state/jotai';
import { withoutUnsavedWork, withUnsavedWork } from './model/unsaved-work';
import { unsavedWorkAtom } from './unsaved-work-state';

/**
 * Marks unsaved work as open while `active` (an edit with changes not saved), named by `label` as
 * the user would call it ('your favorites edit'); unmarked when it ends or the editor goes. The
 * device's other tabs are told too (`tabs-unsaved-work.ts`, started with the update prompt, on idle): their
 * Sign Out asks first.
 */
export function useUnsavedWork(active: boolean, label: string): void {
  const setWork = useSetAtom(unsavedWorkAtom);
  useEffect(() => {
    if (!active) return;
    setWork(withUnsavedWork(label));
    return () => setWork(withoutUnsavedWork(label));
  }, [active, label, setWork]);
}

/** The same outside React, for work kept in a store: marks it at once; the returned function unmarks it. */
export function markUnsavedWork(label: string): () => void {
  appStore.set(unsavedWorkAtom, withUnsavedWork(label));
  return () => appStore.set(unsavedWorkAtom, withoutUnsavedWork(label));
}
