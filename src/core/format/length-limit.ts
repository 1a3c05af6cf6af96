import { textLength } from '../../contracts/user-text';

/*
 * How a field shows its length limit. A field keeps every character typed or pasted, over its
 * limit too, and says so under itself: a browser's `maxLength` (and the cut that replaced it for
 * titles) dropped the end of a paste without a word (walkthrough 35, D2). Lengths are counted as
 * the contract counts them (`textLength`, code points: an emoji is one), not in `string.length`'s
 * UTF-16 units.
 */

/** How close to a field's limit its count starts to show. */
export const LENGTH_HINT_WITHIN = 20;

/**
 * The count under a field, shown once the text is near its limit, so the limit is known before it
 * is reached. Farther away it says nothing (a count under every title would be noise); over the
 * limit `tooLongProblem` says it, with the same count.
 */
export function lengthLimitHint(text: string, max: number): string | undefined {
  const length = textLength(text);
  return max - length <= LENGTH_HINT_WITHIN && length <= max ? `${length} / ${max} characters` : undefined;
}

/**
 * Why `text` is too long to save, with the figure to bring down, or undefined when it fits. `what`
 * starts it as the contract's own message does ('A title'): 'A title is at most 200 characters:
 * this one has 250.' The caller passes the text as the contract measures it (titles trimmed).
 */
export function tooLongProblem(text: string, max: number, what: string): string | undefined {
  const length = textLength(text);
  return length > max ? `${what} is at most ${max} characters: this one has ${length}.` : undefined;
}

/**
 * What a search box says when its text is over the limit its API takes: the text stays in the box
 * and its first `max` characters are searched (`searchedPart`). A long paste is most often a
 * comment or a name copied whole, and its start finds what the whole would (every text holding
 * the whole holds its start); searching nothing would only leave the list as it was, unexplained.
 */
export function searchLengthProblem(search: string, max: number): string | undefined {
  const problem = tooLongProblem(search.trim(), max, 'A search');
  return problem && `${problem} Only its first ${max} are searched.`;
}

/** The search as sent: trimmed, and within `max` characters in whole characters, never half an emoji. */
export function searchedPart(search: string, max: number): string {
  const trimmed = search.trim();
  return textLength(trimmed) <= max ? trimmed : wholeCharactersWithin(trimmed, max).trim();
}

/** The longest start of `text` made of whole characters as a reader sees them, within `max` code points. */
function wholeCharactersWithin(text: string, max: number): string {
  let kept = '';
  let length = 0;
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    length += textLength(segment);
    if (length > max) break;
    kept += segment;
  }
  return kept;
}
