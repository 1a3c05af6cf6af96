/** Search opens, and shows results, from this many characters (S1 §2.5, §5). */
export const SEARCH_MIN_LENGTH = 2;

/** True when the text, trimmed, is long enough to open the search and show results. */
export function shouldOpenSearch(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** The parts of a keydown the page-level search trigger looks at. */
export interface SearchStartKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The event's target is an input, textarea, select or contenteditable element. */
  targetIsEditable: boolean;
}

const letterOrDigit = /^[\p{L}\p{N}]$/u;

/**
 * True when a key typed on the page body starts a search: one letter or digit (any script,
 * either case, so Shift is allowed), no Ctrl, Meta or Alt, and not typed into an editable field.
 */
export function isSearchStartKey({
  key,
  ctrlKey,
  metaKey,
  altKey,
  targetIsEditable,
}: SearchStartKey): boolean {
  if (ctrlKey || metaKey || altKey || targetIsEditable) return false;
  return letterOrDigit.test(key);
}

/** What a key typed on the page body does to the search (S1 §2.5), when anything. */
export type PageSearchKey = { kind: 'start'; key: string } | { kind: 'clear' };

/**
 * A letter or digit starts a search (`isSearchStartKey`); Backspace, with no modifier and outside
 * any field, clears it; any other key is left alone (null).
 */
export function pageSearchKey(event: SearchStartKey): PageSearchKey | null {
  if (isSearchStartKey(event)) return { kind: 'start', key: event.key };
  const { key, ctrlKey, metaKey, altKey, targetIsEditable } = event;
  if (key === 'Backspace' && !ctrlKey && !metaKey && !altKey && !targetIsEditable) return { kind: 'clear' };
  return null;
}

/** The parts of an element that make it editable (a structural view of `HTMLElement`). */
export interface EditableCandidate {
  tagName: string;
  isContentEditable?: boolean;
}

/** True for input, textarea and select elements and for contenteditable content. */
export function isEditableElement(element: EditableCandidate | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName.toUpperCase());
}
