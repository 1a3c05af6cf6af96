import { shouldOpenSearch } from './search-trigger';

/** The global search box (S1 §2.5). */
export interface SearchState {
  /** The text in the search box. */
  text: string;
  /**
   * The text the box held when the current edit began, restored by Escape; null when no edit
   * is under way (after Enter, a chosen result, a clear or a reset).
   */
  cachedText: string | null;
  /** The results panel is shown. */
  open: boolean;
}

export type SearchEvent =
  /** The box's value changed (typing, pasting, deleting). */
  | { type: 'textChanged'; text: string }
  /** A letter or digit typed on the page body (see `isSearchStartKey`) starts a new search with it. */
  | { type: 'startedFromPage'; key: string }
  /** Backspace typed on the page body, outside the box: the search is cleared. */
  | { type: 'cleared' }
  /** Backspace was pressed; `text` is the box's value after it. */
  | { type: 'backspace'; text: string }
  | { type: 'enter' }
  | { type: 'escape' }
  /** A result was chosen or the user clicked away: the panel closes, the text stays. */
  | { type: 'closed' }
  /** The box got focus again (or an arrow key was pressed in it): the panel reopens for its text. */
  | { type: 'reopened' };

export const initialSearchState: SearchState = { text: '', cachedText: null, open: false };

const edit = (previous: SearchState, text: string): SearchState => ({
  text,
  cachedText: previous.cachedText ?? previous.text,
  open: shouldOpenSearch(text),
});

/**
 * The search box's transitions: typing edits (remembering the text from before the edit);
 * Backspace that empties the box, or Backspace on the page body, clears the search; Enter with empty text resets it, with text
 * it commits it; Escape restores the text from before the edit and closes.
 */
export function searchReducer(previous: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'textChanged':
      return edit(previous, event.text);
    case 'startedFromPage':
      return edit(previous, event.key);
    case 'cleared':
      return initialSearchState;
    case 'backspace':
      return event.text === '' ? initialSearchState : edit(previous, event.text);
    case 'enter':
      return previous.text.trim() === '' ? initialSearchState : { ...previous, cachedText: null };
    case 'escape':
      return { text: previous.cachedText ?? previous.text, cachedText: null, open: false };
    case 'closed':
      return { ...previous, cachedText: null, open: false };
    case 'reopened':
      return { ...previous, open: shouldOpenSearch(previous.text) };
  }
}
