/**
 * Pasted HTML with its tables turned into paragraphs, one per row, the row's cells joined by
 * ' | '. The editors have no tables (S2 §2 names bold, lists and links), and without this Tiptap
 * kept only the cells' text run together: a pasted price or shift list read 'cell Acell B', wrong
 * words the author might not notice (walkthrough 8, defect 9). A cell keeps its text only.
 */
export function tablesAsParagraphs(html: string): string {
  if (!/<table/i.test(html)) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const table of Array.from(document.querySelectorAll('table'))) {
    const rows = Array.from(table.rows).map((row) => {
      const paragraph = document.createElement('p');
      paragraph.textContent = Array.from(row.cells)
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((text) => text !== '')
        .join(' | ');
      return paragraph;
    });
    table.replaceWith(...rows.filter((paragraph) => paragraph.textContent !== ''));
  }
  return document.body.innerHTML;
}
