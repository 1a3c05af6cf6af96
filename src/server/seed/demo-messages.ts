/** Announcement bodies are HTML from an admin editor; two carry markup the client must sanitise. */
export const demoAnnouncements = [
  {
    id: 1,
    title: 'Holiday schedule',
    text:
      '<p>The <strong>holiday shift schedule</strong> is published. Please confirm your crew by ' +
      '<em>Friday</em>.</p><img src="missing.png" alt="" onerror="window.__announcementXss = true">',
    icon: 'calendar-event',
    allowAcknowledge: true,
  },
  {
    id: 2,
    title: 'Planned maintenance',
    text:
      '<p>The portal will be read-only on <strong>Saturday 02:00–04:00 UTC</strong> while we upgrade ' +
      'the database.</p><script>window.__announcementXss = true</script>',
    icon: 'tool',
    allowAcknowledge: false,
  },
  {
    id: 3,
    title: 'New market rate reports',
    text: '<p>Market rate trends are now in <a href="/market-rates?report=trends">Reports</a>.</p>',
    icon: 'trending-up',
    allowAcknowledge: true,
  },
] as const;

export interface DemoNotification {
  userId: number;
  categoryName: 'Alert' | 'Forms' | 'Request Status' | 'Plan Status' | 'Action Status';
  icon: string;
  title: string;
  text: string;
  link: string | null;
  allowAcknowledge: boolean;
  /** Minutes before seeding; the newest come first in the list. */
  ageMinutes: number;
}

const forUsers = (userIds: number[], notification: Omit<DemoNotification, 'userId'>) =>
  userIds.map((userId) => ({ ...notification, userId }));

export const demoNotifications: readonly DemoNotification[] = [
  ...forUsers([1, 2], {
    categoryName: 'Alert',
    icon: 'alert-triangle',
    title: 'Overtime threshold reached',
    text: 'Two associates at Metro Airport Rentals passed 40 hours this week.',
    link: 'labor-planning?view=weekly',
    allowAcknowledge: true,
    ageMinutes: 15,
  }),
  ...forUsers([1, 2], {
    categoryName: 'Forms',
    icon: 'clipboard-check',
    title: 'Audit form submitted',
    text: 'Vehicle damage audit #4471 is waiting for review.',
    link: 'audit-forms?id=4471',
    allowAcknowledge: true,
    ageMinutes: 90,
  }),
  ...forUsers([1, 2, 3], {
    categoryName: 'Plan Status',
    icon: 'calendar-check',
    title: 'Labor plan approved',
    text: 'Next week’s labor plan was approved.',
    link: null,
    allowAcknowledge: false,
    ageMinutes: 240,
  }),
  ...forUsers([2], {
    categoryName: 'Request Status',
    icon: 'arrows-exchange',
    title: 'Shift swap requested',
    text: 'Jordan asked to swap Saturday’s early shift.',
    link: 'shift-management?view=swaps',
    allowAcknowledge: true,
    ageMinutes: 30,
  }),
  ...forUsers([1], {
    categoryName: 'Action Status',
    icon: 'database-export',
    title: 'Migration finished',
    text: 'The Zürich Hub data migration completed.',
    link: 'migration',
    allowAcknowledge: true,
    ageMinutes: 600,
  }),
  // 120 open requests for the 'merged' user: the bell shows '99+' (S1 §2.4). They lead to Labor
  // Planning, which her claims open; Shift Management needs announcements or laboreos (S1 §2.1),
  // which she has not. Every seeded link is one its recipient may open (demo-messages.test.ts).
  ...Array.from({ length: 120 }, (_, index) => ({
    userId: 6,
    categoryName: 'Request Status' as const,
    icon: 'arrows-exchange',
    title: `Shift swap request ${index + 1}`,
    text: 'An associate asked to swap a shift: the labor plan changes if you approve.',
    link: 'labor-planning?view=swaps',
    allowAcknowledge: true,
    ageMinutes: 5 + index,
  })),
];
