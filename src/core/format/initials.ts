const segmenter = new Intl.Segmenter();

/**
 * A word's characters as a reader sees them. Printable ASCII has one per code unit, so it skips
 * the segmenter: a Segmenter per word took 0.7 s of a slow tablet's main thread as the launcher
 * and the sidebar drew a big menu's icons (walkthrough 21, defect 4); one shared one still 30× the
 * plain split (docs/performance.md).
 */
const characters = (word: string) =>
  /^[ -~]*$/.test(word) ? [...word] : [...segmenter.segment(word)].map((part) => part.segment);

/**
 * Up to two capital letters standing for a name: the first letters of its first two words
 * (`'Labor Planning'` → `'LP'`), else its first two characters (`'Backhaul'` → `'BA'`).
 * Characters are what a reader sees (grapheme clusters): a UTF-16 unit would cut an emoji, a flag
 * or a letter with its accent in half and draw '�' (walkthrough 12, D6). Written for size: it is
 * on the launcher's first screen, which has no bytes to spare (docs/performance.md).
 */
export function initials(name: string): string {
  // A word split from the trimmed name is never empty, so has a first character; only a blank
  // name gives one empty word, which takes the `slice` branch.
  const [first, second] = name.trim().split(/\s+/).map(characters) as [string[], string[]?];
  return (second ? (first[0] as string) + second[0] : first.slice(0, 2).join('')).toUpperCase();
}
