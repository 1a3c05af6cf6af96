import { useEffect, useRef } from 'react';
import { isEditableElement, isSearchStartKey } from './model/search-trigger';

/**
 * Widgets that use typed letters themselves (menu and list type-ahead, dialogs): a key typed in
 * one belongs to it, not to the page-level search.
 */
const TYPING_OWNERS =
  '[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"], [role="listbox"]';

/**
 * Calls `onStart` with the key when a letter or digit is typed on the page with no modifier and
 * outside any field (S1 §2.5). The key press is consumed so it is not typed twice.
 */
export function usePageTypingSearch(onStart: (key: string) => void): void {
  const latest = useRef(onStart);
  useEffect(() => {
    latest.current = onStart;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const targetIsEditable =
        isEditableElement(target as HTMLElement | null) || target?.closest(TYPING_OWNERS) != null;
      const { key, ctrlKey, metaKey, altKey } = event;
      if (!isSearchStartKey({ key, ctrlKey, metaKey, altKey, targetIsEditable })) return;
      event.preventDefault();
      latest.current(key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
