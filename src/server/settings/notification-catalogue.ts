import type { NotificationPreference } from '../../contracts/settings';

/** The notification settings every user has, grouped by category (S2 §3), with their defaults. */
export const notificationCatalogue: readonly NotificationPreference[] = [
  { category: 'Alert', title: 'System alerts', checked: true },
  { category: 'Alert', title: 'Fleet alerts', checked: true },
  { category: 'Forms', title: 'Form assigned to me', checked: true },
  { category: 'Forms', title: 'Form completed', checked: false },
  { category: 'Request Status', title: 'Request approved', checked: true },
  { category: 'Request Status', title: 'Request denied', checked: true },
  { category: 'Plan Status', title: 'Plan published', checked: true },
  { category: 'Plan Status', title: 'Plan changed', checked: false },
  { category: 'Action Status', title: 'Action assigned', checked: true },
  { category: 'Action Status', title: 'Action overdue', checked: true },
];
