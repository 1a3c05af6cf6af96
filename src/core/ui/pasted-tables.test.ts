// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tablesAsParagraphs } from './pasted-tables';

describe('tablesAsParagraphs', () => {
  it('writes each row of a pasted table as a paragraph, its cells apart', () => {
    const word =
      '<p class="MsoNormal">Rates:</p><table class="MsoTableGrid"><tbody>' +
      '<tr><td><p class="MsoNormal"><b>Van</b><o:p></o:p></p></td><td><p>$80 /\n day</p></td></tr>' +
      '<tr><td>Truck</td><td>$120</td></tr><tr><td> </td><td></td></tr></tbody></table><p>Thanks</p>';
    expect(tablesAsParagraphs(word)).toBe(
      '<p class="MsoNormal">Rates:</p><p>Van | $80 / day</p><p>Truck | $120</p><p>Thanks</p>',
    );
  });

  it('leaves HTML without a table as it is', () => {
    const html = '<p>cell A</p><ul><li>cell B</li></ul>';
    expect(tablesAsParagraphs(html)).toBe(html);
  });

  it('skips an empty cell between two others', () => {
    expect(tablesAsParagraphs('<table><tr><th>A</th><th></th><th>C</th></tr></table>')).toBe('<p>A | C</p>');
  });
});
