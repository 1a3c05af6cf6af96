import { badgeText } from '../../../core/format/badge';

/**
 * The accessible name of the bell: `'Notifications'`, with the badge's count when there are
 * open ones (`'Notifications (99+)'`), so a screen reader hears what the badge shows.
 */
export function bellLabel(count: number | undefined): string {
  const text = badgeText(count);
  return text ? `Notifications (${text})` : 'Notifications';
}
