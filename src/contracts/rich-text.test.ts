import { describe, expect, it } from 'vitest';
import { plainText, richTextHasContent } from './rich-text';

describe('plainText', () => {
  it('drops tags, decodes entities and folds spaces', () => {
    expect(plainText('<p>A&nbsp;&lt;b&gt;</p>\n<p>&quot;c&quot; &#39;d&#39;</p>')).toBe('A <b> "c" \'d\'');
  });
});

describe('richTextHasContent', () => {
  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p> &nbsp; </p><p><br></p>', false],
    ['<p>\u00a0</p>', false],
    ['<p>x</p>', true],
    ['<p>&amp;</p>', true],
    ['plain', true],
  ])('says %j has content: %s', (html, expected) => {
    expect(richTextHasContent(html)).toBe(expected);
  });
});
