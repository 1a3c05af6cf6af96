import { describe, expect, it } from 'vitest';
import { excerptOf } from './built-in-bot';
import { escapeMarkdown, markdownExcerpt, richTextMarkdown } from './rich-text-markdown';

const markdownOf = (html: string, maxLength = 200) => markdownExcerpt(html, maxLength, excerptOf);

describe('markdownExcerpt', () => {
  it('keeps a bullet list as list items, one a line', () => {
    expect(markdownOf('<ul><li>Add a version</li><li>Write the notes</li><li>Push Release</li></ul>')).toBe(
      '-   Add a version\n-   Write the notes\n-   Push Release',
    );
  });

  it('numbers an ordered list and keeps it tight when its items are paragraphs (the editor writes them so)', () => {
    expect(markdownOf('<ol><li><p>First</p></li><li><p>Second</p></li></ol>')).toBe('1.  First\n2.  Second');
  });

  it('indents a nested list', () => {
    expect(markdownOf('<ul><li><p>Apps</p><ul><li><p>Reports</p></li></ul></li></ul>')).toBe(
      '-   Apps\n    -   Reports',
    );
  });

  it('sets paragraphs and lists apart by a blank line, and makes a heading a paragraph', () => {
    expect(markdownOf('<h2>Steps</h2><p>Then:</p><ul><li>One</li></ul><p>Done.</p>')).toBe(
      'Steps\n\nThen:\n\n-   One\n\nDone.',
    );
  });

  it('keeps bold and italic, with the spaces outside the marks, and drops empty marks', () => {
    expect(markdownOf('<p>Choose <em>Edit</em> then<strong> Save </strong>now<em> </em>.</p>')).toBe(
      'Choose _Edit_ then **Save** now .',
    );
  });

  it("keeps only a link's words, drops images, decodes entities and escapes markdown in the text", () => {
    expect(
      markdownOf(
        '<p>a &amp; <a href="x">b</a><img src="y" alt="z"> *c* &lt;d&gt;</p><p>1. not a list</p><p>2) nor this</p>',
      ),
    ).toBe('a & b \\*c\\* \\<d\\>\n\n1\\. not a list\n\n2\\) nor this');
  });

  it('keeps text while it fits and cuts the next run at a word boundary, inside its marks', () => {
    const long = `${'word '.repeat(40)}end`;
    expect(markdownOf(`<ul><li>Short</li><li>${long}</li></ul>`, 100)).toBe(
      `-   Short\n-   ${'word '.repeat(19).trimEnd()}…`,
    );
    expect(markdownOf(`<p>Short <strong>${long}</strong> after</p><p>Gone</p>`, 100)).toBe(
      `Short **${'word '.repeat(18).trimEnd()}…**`,
    );
  });

  it('ends the text before with an ellipsis when under 20 characters of room are left', () => {
    expect(markdownOf('<p>Fits</p><ul><li>Does not fit at all</li></ul>', 10)).toBe('Fits …');
  });

  it('cuts the first run even with little room, so an answer is never empty', () => {
    expect(markdownOf('<p>Does not fit at all</p>', 10)).toBe('Does not…');
  });
});

describe('richTextMarkdown', () => {
  it('converts the whole text, entities decoded (a no-break space stays one)', () => {
    expect(richTextMarkdown('<p>a</p>\n<p>b&nbsp;&lt;c&gt;</p>')).toBe('a\n\nb\u00a0\\<c\\>');
  });
});

describe('escapeMarkdown', () => {
  it('escapes what markdown, GFM or raw HTML would read as markup', () => {
    expect(escapeMarkdown('a_b*c[d](e)`f`<g> ~h~ i|j')).toBe(
      'a\\_b\\*c\\[d\\](e)\\`f\\`\\<g\\> \\~h\\~ i\\|j',
    );
  });
});
