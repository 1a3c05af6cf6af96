import { BADGE_CAP } from '../../../core/format/badge';

/**
 * The number the installed app's icon shows for `count` open notifications, capped as the bell
 * caps its badge ('99+'): the Badging API takes a number only, so above the cap it shows the cap.
 * Zero means clear the badge (no count, zero, a negative or unreadable count).
 */
export function appBadgeNumber(count: number | null | undefined): number {
  if (count === null || count === undefined || !Number.isFinite(count)) return 0;
  return Math.min(BADGE_CAP, Math.max(0, Math.floor(count)));
}
