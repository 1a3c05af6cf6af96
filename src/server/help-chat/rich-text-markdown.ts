/**
 * A help topic's rich text (the Tiptap editor's HTML) as short markdown for the built-in help
 * bot's answer: paragraphs and headings become paragraphs, list items stay list items ('- ' or
 * '1. ', nested ones indented), bold and italic stay, every other tag keeps only its text. Text is
 * escaped, so a topic's words never turn into markup. Pure; the chat's client renders the
 * markdown and sanitises it (docs/agent-chat.md).
 */

/** One line of the answer: a paragraph or a list item. */
export interface MarkdownBlock {
  /** '' for a paragraph, '- ' or '3. ' (indented by depth) for a list item. */
  marker: string;
  /** Escaped markdown of the block's text. */
  markdown: string;
  /** The block's plain text, to measure and to cut. */
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');

/** Backslash before characters markdown would read as markup. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>~|#]/g, '\\$&');
/** A block must not start like a list item or a heading once its marker is added. */
const escapeStart = (markdown: string) =>
  markdown.replace(/^(\d+)([.)])/, '$1\\$2').replace(/^([-+])/, '\\$1');

/** A run of text, or an inline mark still open (`mark`). */
interface Part {
  markdown: string;
  text: string;
  mark?: string;
}

/**
 * Closes the last open `mark` of the parts: '** bold **' would not render as bold, so the mark
 * hugs its words and the spaces go outside; a mark around nothing goes.
 */
function closeMark(parts: Part[], mark: string): void {
  const start = parts.findLastIndex((part) => part.mark === mark);
  if (start < 0) return;
  const inner = parts.splice(start).slice(1);
  const markdown = inner.map((part) => part.markdown).join('');
  const text = inner.map((part) => part.text).join('');
  if (!markdown.trim()) {
    parts.push({ markdown, text });
    return;
  }
  const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(markdown) ?? [];
  parts.push({ markdown: `${before}${mark}${words}${mark}${after}`, text });
}

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr']);
const INLINE_MARKS: Record<string, string> = { strong: '**', b: '**', em: '_', i: '_' };

/** The blocks of rich-text HTML, in order, empty ones left out. */
export function richTextBlocks(html: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: { marker: string; parts: Part[] } | undefined;

  const flush = () => {
    if (!current) return;
    for (const part of current.parts) if (part.mark) part.markdown = '';
    const text = current.parts
      .map((part) => part.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const markdown = current.parts
      .map((part) => part.markdown)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ marker: current.marker, markdown: escapeStart(markdown), text });
    current = undefined;
  };
  const open = (marker = '') => {
    current ??= { marker, parts: [] };
    return current;
  };
  /** A list item's marker, or the indent that continues one. */
  const indent = () => '   '.repeat(Math.max(0, lists.length - 1));

  for (const [token, closing, tagName] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>|[^<]+/g)) {
    const tag = tagName?.toLowerCase();
    if (!tag) {
      const text = decode(token);
      if (text.trim() || current) open().parts.push({ markdown: escapeMarkdown(text), text });
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', count: 0 });
    } else if (tag === 'li') {
      flush();
      const list = lists.at(-1);
      if (!closing && list) {
        list.count += 1;
        current = { marker: `${indent()}${list.ordered ? `${list.count}. ` : '- '}`, parts: [] };
      }
    } else if (BLOCK_TAGS.has(tag)) {
      // A paragraph opening a list item belongs to the item; any other starts a block of its own.
      if (!(current && current.parts.length === 0)) flush();
      if (closing) flush();
    } else if (tag === 'br') {
      open().parts.push({ markdown: ' ', text: ' ' });
    } else if (INLINE_MARKS[tag]) {
      const mark = INLINE_MARKS[tag];
      if (!closing) open().parts.push({ markdown: mark, text: '', mark });
      else if (current) closeMark(current.parts, mark);
    }
  }
  flush();
  return blocks;
}

/**
 * The blocks' markdown, at most `maxLength` characters of text: whole blocks while they fit, the
 * next one cut at a word boundary with an ellipsis (plain then, so a cut never splits a mark).
 */
export function markdownExcerpt(
  blocks: readonly MarkdownBlock[],
  maxLength: number,
  cut: (text: string, room: number) => string,
): string {
  const lines: string[] = [];
  let used = 0;
  for (const block of blocks) {
    if (used + block.text.length <= maxLength) {
      lines.push(block.marker + block.markdown);
      used += block.text.length;
      continue;
    }
    const room = maxLength - used;
    if (room >= 20 || lines.length === 0)
      lines.push(block.marker + escapeStart(escapeMarkdown(cut(block.text, room))));
    else if (lines.length > 0) lines[lines.length - 1] += ' …';
    break;
  }
  // A list stays one list (lines of items); a paragraph is set apart by a blank line.
  return lines.reduce((markdown, line, i) => {
    if (i === 0) return line;
    const previousIsItem = lines[i - 1]?.match(/^\s*(-|\d+\.) /);
    const isItem = /^\s*(-|\d+\.) /.test(line);
    return `${markdown}${previousIsItem && isItem ? '\n' : '\n\n'}${line}`;
  }, '');
}
