import { z } from './zod';

/*
 * The one rule for the titles and names users write (help topics, help items, tutorials, display
 * names, report panel titles, help agent names) and for rich-text bodies (help topic content, item
 * descriptions, release-note comments): what counts as blank, and which characters are refused
 * with a message instead of being stored. The forms show the message under the field; the server
 * answers 400 with the same one (walkthrough 9, defect 3; walkthrough 8, defect 11; docs/api.md,
 * 'User-written text'). Chat messages use its blank rule only.
 */

/**
 * What takes no visible space: whitespace, Unicode's default-ignorable characters (zero-width
 * space and joiners, word joiner, soft hyphen, text-direction controls, variation selectors,
 * Hangul fillers, byte-order mark), control characters and the blank Braille pattern. A title of
 * these alone shows as an empty, clickable row.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/gu;

/** Half of a surrogate pair (a cut emoji): SQLite would store it as three U+FFFD, changing the text. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters other than tab and line breaks (NUL, escape, C1): shown as missing-glyph boxes. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/**
 * Unicode's text-direction controls (embeddings, overrides, isolates, marks): a title holding one
 * shows its text reversed or moved ('Pay \u202Efdp.exe' reads as 'Pay exe.pdf').
 */
const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The text as a reader sees it: without invisible characters. */
export const visibleText = (text: string): string => text.replace(INVISIBLE, '');

/** Default-ignorable and control characters: the invisible ones that take no space at all. */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/** The text without the characters that take no space ('Lob\u200Bby' is 'Lobby'), spaces kept. */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN, '');

/** Whether the text shows anything at all (the 'needs a title' rules). */
export const hasVisibleText = (text: string): boolean => visibleText(text) !== '';

/**
 * Why `text` cannot be stored, or undefined if it can. `what` starts the message ('A title',
 * 'A display name'). `direction: false` lets text-direction controls through (rich-text bodies,
 * where an author writing in a right-to-left language may need them; only titles and names are
 * listed where a reversed one could pass for another).
 */
export function userTextProblem(
  text: string,
  what: string,
  { direction = true }: { direction?: boolean } = {},
): string | undefined {
  if (LONE_SURROGATE.test(text))
    return `${what} holds an invalid character (half of an emoji or symbol): type it again.`;
  if (CONTROL.test(text)) return `${what} cannot hold control characters (such as NUL): remove them.`;
  if (direction && DIRECTION_CONTROL.test(text))
    return `${what} cannot hold text-direction control characters (they show it reversed or moved).`;
  return undefined;
}

interface UserTitleRule {
  /** The message of a blank one: 'A help topic needs a title.' */
  required: string;
  maxLength: number;
  /** The message of a long one. */
  tooLong: string;
  /** What starts the message of a refused character: 'A title'. */
  what: string;
}

/**
 * A title or name as the contract accepts it: trimmed, visible, within its length and free of the
 * characters `userTextProblem` refuses.
 */
export const userTitleSchema = ({ required, maxLength, tooLong, what }: UserTitleRule) =>
  z.string({ error: required }).check(
    z.trim(),
    z.refine(hasVisibleText, required),
    z.maxLength(maxLength, tooLong),
    z.refine((text) => userTextProblem(text, what) === undefined, {
      error: (issue) => userTextProblem(String(issue.input), what),
    }),
  );

/*
 * How long a text is (walkthrough 15, D5). The contract's `z.maxLength` (zod 4.6) measures strings
 * in Unicode code points, so an emoji is one character here too, not the two UTF-16 units
 * `string.length` (and a browser's `maxLength`) counts. A joined emoji (a family: man, joiner,
 * woman, joiner, girl) is several code points, as the server counts it. A form keeps all the text
 * a user types or pastes and says when it is over (core/format/length-limit.ts; walkthrough 35, D2).
 */

/** The length the contract's `z.maxLength` checks: code points. */
export function textLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if (isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1))) {
      length--;
      i++;
    }
  }
  return length;
}

const isHighSurrogate = (unit: number) => (unit & 0xfc00) === 0xd800;
const isLowSurrogate = (unit: number) => (unit & 0xfc00) === 0xdc00;
