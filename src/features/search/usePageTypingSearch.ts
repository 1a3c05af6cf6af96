import { useEffect, useRef } from 'react';
import { isEditableElement, type PageSearchKey, pageSearchKey } from './model/search-trigger';

/**
 * Widgets that use typed letters themselves (menu and list type-ahead, dialogs): a key typed in
 * one belongs to it, not to the page-level search.
 */
const TYPING_OWNERS =
  '[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"], [role="listbox"]';

/**
 * Calls `onKey` when a key typed on the page with no modifier and outside any field means
 * something to the search (S1 §2.5: a letter or digit starts it, Backspace clears it). The key
 * press is consumed so a letter is not typed twice.
 */
export function usePageTypingSearch(onKey: (action: PageSearchKey) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const targetIsEditable =
        isEditableElement(target as HTMLElement | null) || target?.closest(TYPING_OWNERS) != null;
      const { key, ctrlKey, metaKey, altKey } = event;
      const action = pageSearchKey({ key, ctrlKey, metaKey, altKey, targetIsEditable });
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
