/**
 * A help topic's rich text (the Tiptap editor's HTML) as markdown for the built-in help bot's
 * answer, by turndown. An excerpt is cut in the parsed document (domino, the parser turndown
 * itself uses in Node) before turndown reads it, so a cut never splits a mark or a list. The topic
 * is written by an admin; the chat's client renders the markdown and sanitises it
 * (docs/agent-chat.md).
 */

import { createDocument } from '@mixmark-io/domino';
import TurndownService from 'turndown';

const turndown = new TurndownService({ bulletListMarker: '-', codeBlockStyle: 'fenced' });

// Turndown escapes most of what CommonMark reads as markup, but not '2)' opening a line (a list
// item too); and the chat also reads GFM (~strike~, tables) and raw HTML, which its sanitiser
// would strip together with the topic's words ('<Enter>').
const escapeCommonMark = turndown.escape.bind(turndown);
turndown.escape = (text) =>
  escapeCommonMark(text)
    .replace(/[<>~|]/g, '\\$&')
    .replace(/^(\d+)\)/, '$1\\)');

turndown
  // A heading is a paragraph in a chat bubble: the answer's own title is the bold topic title.
  .addRule('headingAsParagraph', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content) => `\n\n${content}\n\n`,
  })
  // The answer is an excerpt pointing to the whole topic: a link keeps its words, an image stays
  // in the topic.
  .addRule('textOnly', { filter: ['a', 'img'], replacement: (content) => content })
  // The editor wraps each list item's text in a paragraph, which would make every list loose (a
  // blank line between items); as the item's text it keeps the list as tight as it looks.
  .addRule('listItemParagraph', {
    filter: (node) => node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
    replacement: (content, node) => (node.nextSibling?.nodeName === 'P' ? `${content}\n` : content),
  });

/** Text the chat shows as it is: a topic title in the bot's answer, say. */
export const escapeMarkdown = (text: string) => turndown.escape(text);

/** The rich text as markdown, whole. */
export const richTextMarkdown = (html: string) => turndown.turndown(html);

/** The text nodes under `node`, in document order. */
function textNodes(node: Node): Text[] {
  return [...node.childNodes].flatMap((child) =>
    child.nodeType === child.TEXT_NODE ? [child as Text] : textNodes(child),
  );
}

/** Removes everything after `node` in document order (its ancestors stay). */
function removeAfter(node: Node): void {
  for (let at: Node | null = node; at; at = at.parentNode) while (at.nextSibling) at.nextSibling.remove();
}

/**
 * The rich text as markdown, at most `maxLength` characters of its text: it keeps text while it
 * fits and cuts the next run at a word boundary (`cut`) with an ellipsis, inside its marks, so
 * structure and marks stay whole. With less than 20 characters of room left the run is left out
 * and an ellipsis ends the text before it instead, rather than a stub of a few words.
 */
export function markdownExcerpt(
  html: string,
  maxLength: number,
  cut: (text: string, room: number) => string,
) {
  const { body } = createDocument(html);
  let used = 0;
  let last: Text | undefined;
  for (const node of textNodes(body)) {
    const text = node.data.replace(/\s+/g, ' ');
    // Space between tags is layout, not text.
    if (!text.trim()) continue;
    if (used + text.length <= maxLength) {
      used += text.length;
      last = node;
      continue;
    }
    const room = maxLength - used;
    removeAfter(node);
    if (room >= 20 || !last) node.data = cut(text, room);
    else {
      node.remove();
      last.data += ' …';
    }
    break;
  }
  return turndown.turndown(body);
}
