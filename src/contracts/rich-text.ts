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

/** Whether rich text says anything: tags, non-breaking spaces and whitespace alone are empty. */
export const richTextHasContent = (html: string): boolean => plainText(html) !== '';
