/** A no-break space (U+00A0). */
const NO_BREAK_SPACE = '\u00a0';

/**
 * A key figure's label as shown: a number keeps the word after it on its line ('24 h', '7 days'),
 * whatever the server wrote. On a phone 'Returns due in 24 h' broke between '24' and 'h'
 * (walkthrough 27, D6). Nothing else changes: the label's other spaces still break.
 */
export function keepNumbersWithUnits(label: string): string {
  return label.replace(/(\d) (?=\S)/g, `$1${NO_BREAK_SPACE}`);
}
