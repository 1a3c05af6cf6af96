import type { Locator } from '@playwright/test';

/**
 * The text inside `box` that is laid out past its left or right edge (the start of each such
 * text, with how far it runs over): `[]` when all of it wraps within the box. Read from the text's
 * own line boxes, not the elements': a paragraph keeps its box's width while a word too long for it
 * runs on past it, and a panel that clips the word still lays it out past its edge.
 */
export function textPastEdges(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const past: string[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const over = Math.max(line.right - edge.right, edge.left - line.left);
        // Half a pixel for rounding between the line boxes and the element's.
        if (over > 0.5) {
          past.push(`${node.textContent.trim().slice(0, 30)}… ${Math.round(over)} px`);
          break;
        }
      }
    }
    return past;
  });
}
