/**
 * How old something is, in words: 'just now' under a minute, then minutes, hours, days.
 * - `long` ('5 minutes ago', '2 hours ago', '3 days ago'): read up close (offline readiness).
 * - `short` ('4 min ago', '2 h 5 min ago', '3 days ago'): a wall display read from across a room,
 *   in few letters and to the minute under a day.
 */
export type AgeWording = 'long' | 'short';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function ageInWords(ageMs: number, wording: AgeWording = 'long'): string {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 1) return 'just now';
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `${plural(days, 'day')} ago`;
  if (wording === 'long') return `${hours >= 1 ? plural(hours, 'hour') : plural(minutes, 'minute')} ago`;
  if (hours < 1) return `${minutes} min ago`;
  return minutes % 60 === 0 ? `${hours} h ago` : `${hours} h ${minutes % 60} min ago`;
}
