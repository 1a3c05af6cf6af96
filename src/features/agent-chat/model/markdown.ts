import { Marked } from 'marked';

/**
 * Bot messages are markdown (S2 §2). This turns them into HTML only: the HTML is NOT safe and
 * must go through the project's one sanitiser (SafeHtml) before it reaches the page; raw HTML in
 * a message passes through here and is stripped there.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export function markdownToHtml(text: string): string {
  return markdown.parse(text, { async: false });
}
