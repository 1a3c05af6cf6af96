import { describe, expect, it } from 'vitest';
import { excerptOf } from './built-in-bot';
import { escapeMarkdown, markdownExcerpt, richTextBlocks } from './rich-text-markdown';

const markdownOf = (html: string, maxLength = 200) =>
  markdownExcerpt(richTextBlocks(html), maxLength, excerptOf);

describe('richTextBlocks and markdownExcerpt', () => {
  it('keeps a bullet list as list items, one a line', () => {
    expect(markdownOf('<ul><li>Add a version</li><li>Write the notes</li><li>Push Release</li></ul>')).toBe(
      '- Add a version\n- Write the notes\n- Push Release',
    );
  });

  it('numbers an ordered list and reads list items wrapped in paragraphs (the editor writes them so)', () => {
    expect(markdownOf('<ol><li><p>First</p></li><li><p>Second</p></li></ol>')).toBe('1. First\n2. Second');
  });

  it('indents a nested list', () => {
    expect(markdownOf('<ul><li><p>Apps</p><ul><li><p>Reports</p></li></ul></li></ul>')).toBe(
      '- Apps\n   - Reports',
    );
  });

  it('sets paragraphs and lists apart by a blank line', () => {
    expect(markdownOf('<p>Steps:</p><ul><li>One</li></ul><p>Done.</p>')).toBe('Steps:\n\n- One\n\nDone.');
  });

  it('keeps bold and italic, with the spaces outside the marks, and drops empty marks', () => {
    expect(markdownOf('<p>Choose <em>Edit</em> then<strong> Save </strong>now<em> </em>.</p>')).toBe(
      'Choose _Edit_ then **Save** now .',
    );
  });

  it('drops other tags, decodes entities and escapes markdown in the text', () => {
    expect(markdownOf('<p>a &amp; <a href="x">b</a> *c* &lt;d&gt;</p><p>1. not a list</p>')).toBe(
      'a & b \\*c\\* \\<d\\>\n\n1\\. not a list',
    );
  });

  it('keeps whole blocks while they fit and cuts the next one at a word boundary', () => {
    const long = `${'word '.repeat(40)}end`;
    expect(markdownOf(`<ul><li>Short</li><li>${long}</li></ul>`, 100)).toBe(
      `- Short\n- ${'word '.repeat(19).trimEnd()}…`,
    );
    expect(markdownOf('<p>Fits</p><p>Does not fit at all</p>', 10)).toBe('Fits …');
  });

  it('escapes what markdown would read as markup', () => {
    expect(escapeMarkdown('a_b*c[d](e)`f`#g')).toBe('a\\_b\\*c\\[d\\](e)\\`f\\`\\#g');
  });
});
