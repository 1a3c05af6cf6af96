/**
 * How long a search box waits after the last keystroke before it asks the server (notifications,
 * release notes, impersonation): one request for a typed word, not one per letter, and still
 * feeling immediate. One value, so every search box in the app answers at the same pace.
 */
export const SEARCH_DEBOUNCE_MS = 300;
