import { textLength } from '../../contracts/user-text';

/** How close to a field's limit its count starts to show. */
export const LENGTH_HINT_WITHIN = 20;

/**
 * The count under a field whose browser limit (`maxLength`) stops the typing: shown once the text
 * is near the limit, so an author whose keys stop doing anything (or whose paste is cut) sees why.
 * Farther away it says nothing: a count under every title would be noise. It counts as the
 * contract does (`textLength`, code points: an emoji is one), not in `string.length`'s UTF-16 units.
 */
export function lengthLimitHint(text: string, max: number): string | undefined {
  const length = textLength(text);
  return max - length <= LENGTH_HINT_WITHIN ? `${length} / ${max} characters` : undefined;
}
