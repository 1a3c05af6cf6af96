import type { NotificationPreference } from '../../../contracts/settings';
import { notificationCategories } from '../../../contracts/shell';

export interface NotificationGroup {
  category: NotificationPreference['category'];
  settings: NotificationPreference[];
}

/** Settings grouped by category in the spec's order (S2 §3); empty categories are left out. */
export function groupByCategory(settings: readonly NotificationPreference[]): NotificationGroup[] {
  return notificationCategories
    .map((category) => ({ category, settings: settings.filter((setting) => setting.category === category) }))
    .filter((group) => group.settings.length > 0);
}

/** One setting's identity: titles repeat across categories. */
export const settingKey = (setting: Pick<NotificationPreference, 'category' | 'title'>) =>
  `${setting.category}/${setting.title}`;
