/** How close to a field's limit its count starts to show. */
export const LENGTH_HINT_WITHIN = 20;

/**
 * The count under a field whose browser limit (`maxLength`) stops the typing: shown once the text
 * is near the limit, so an author whose keys stop doing anything (or whose paste is cut) sees why.
 * Farther away it says nothing: a count under every title would be noise.
 */
export function lengthLimitHint(length: number, max: number): string | undefined {
  return max - length <= LENGTH_HINT_WITHIN ? `${length} / ${max} characters` : undefined;
}
