import { hasVisibleText, userTextProblem } from './user-text';
import { z } from './zod';

/*
 * Rich-text markup (help topics, release-note comments) as text: what searching reads and what a
 * required field must hold, so the client and the server judge emptiness the same way.
 */

/** The text of rich-text markup (tags dropped, common entities decoded, spaces folded). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether rich text says anything: tags, whitespace and invisible characters (zero-width spaces,
 * contracts/user-text.ts) alone are empty.
 */
export const richTextHasContent = (html: string): boolean => hasVisibleText(plainText(html));

/**
 * Why a rich-text body cannot be stored (a control character, half a surrogate pair), or
 * undefined. Text-direction controls may stay: a body is read as a whole, not picked from a list.
 */
export const richTextProblem = (html: string, what: string): string | undefined =>
  userTextProblem(html, what, { direction: false });

/**
 * Rich text's length as the server counts it: its HTML, formatting included (trimmed). The
 * editors have no length limit of their own, and the author sees only the text, so the messages
 * say formatting counts and give the figure to bring down (walkthrough 8, defect 7: 2,648 pasted
 * characters were refused as over 4000, with no count).
 */
const richTextLength = (html: string): number => html.trim().length;

/** Why rich text is too long for `maxLength` (`what`: 'A description'), or undefined when it fits. */
export function richTextLengthProblem(html: string, maxLength: number, what: string): string | undefined {
  const length = richTextLength(html);
  return length > maxLength
    ? `${what} is at most ${maxLength} characters, formatting included: this one has ${length}.`
    : undefined;
}

/** From nine tenths of the limit on, the count as the server makes it, so the author sees it coming. */
export function richTextLengthHint(html: string, maxLength: number): string | undefined {
  const length = richTextLength(html);
  return length >= maxLength * 0.9 && length <= maxLength
    ? `${length} / ${maxLength} characters, formatting included`
    : undefined;
}

/** A rich-text body as the contract accepts it: with content, and no character `richTextProblem` refuses. */
export const richTextSchema = ({ required, what }: { required: string; what: string }) =>
  z.string({ error: required }).check(
    z.refine(richTextHasContent, required),
    z.refine((html) => richTextProblem(html, what) === undefined, {
      error: (issue) => richTextProblem(String(issue.input), what),
    }),
  );
