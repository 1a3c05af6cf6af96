import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders bold, lists, links and line breaks', () => {
    const html = markdownToHtml('**Working offline**\nline two\n\n- one\n- [docs](https://example.com)');
    expect(html).toContain('<strong>Working offline</strong><br>line two');
    expect(html).toContain('<li><a href="https://example.com">docs</a></li>');
  });

  it('leaves raw HTML for the sanitiser to strip (it is not safe on its own)', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toContain('<script>');
  });
});
