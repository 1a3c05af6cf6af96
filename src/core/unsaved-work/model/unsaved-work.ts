/*
 * Unsaved work open on this page, by what the user would call it ('your favorites edit'): what a
 * reload the app offers (the update prompt's Reload) would lose. A list, not a set: two editors of
 * the same kind each hold their own entry, and one closing leaves the other's.
 */

export type UnsavedWork = readonly string[];

/** The list with one more entry for `label`. */
export const withUnsavedWork =
  (label: string) =>
  (previous: UnsavedWork): UnsavedWork => [...previous, label];

/** The list with one entry for `label` fewer (the others with that label stay). */
export const withoutUnsavedWork =
  (label: string) =>
  (previous: UnsavedWork): UnsavedWork => {
    const at = previous.indexOf(label);
    return at < 0 ? previous : [...previous.slice(0, at), ...previous.slice(at + 1)];
  };
