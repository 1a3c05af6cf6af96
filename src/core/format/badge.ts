/** Counts above this show as `'99+'` (S1 §9). */
export const BADGE_CAP = 99;

/**
 * The text of a count badge (sidebar entries, notifications bell): nothing for no count, zero or
 * a negative count; the number up to 99; `'99+'` above. Fractions are rounded down.
 */
export function badgeText(count: number | null | undefined): string | undefined {
  if (count === null || count === undefined || !Number.isFinite(count)) return undefined;
  const whole = Math.floor(count);
  if (whole <= 0) return undefined;
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
