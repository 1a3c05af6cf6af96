import { z } from 'zod';

/**
 * Shell calls whose paths and payloads the spec leaves out (S1 §7: "save favorites", "acknowledge
 * announcement", account and role selection, global notifications). docs/api.md describes each.
 */

/** PUT Common/Favorites: the whole list in the user's order (a replace, so replaying it is harmless). */
export const favoritesSchema = z.object({
  favorites: z.array(z.number().int()).max(500),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** PUT Common/SelectedAccount. */
export const selectAccountRequestSchema = z.object({ acctId: z.number().int() });
export type SelectAccountRequest = z.infer<typeof selectAccountRequestSchema>;

/** PUT Common/SelectedRole. */
export const selectRoleRequestSchema = z.object({ roleId: z.number().int() });
export type SelectRoleRequest = z.infer<typeof selectRoleRequestSchema>;

/** Announcement of S1 §3. `text` is HTML from an admin editor: sanitise before rendering. */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  icon: z.string().nullable(),
  allowAcknowledge: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const notificationCategories = [
  'Alert',
  'Forms',
  'Request Status',
  'Plan Status',
  'Action Status',
] as const;

/** User notification of S2 §3. `link` is an in-app path without its leading slash (S2 §2). */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  icon: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  allowAcknowledge: z.boolean(),
  /** ISO date-time once done or dismissed; null while open. */
  completedOn: z.string().nullable(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** GET Common/GlobalNotifications: the bell's badge count (open items) and the newest items. */
export const globalNotificationsSchema = z.object({
  count: z.number().int().nonnegative(),
  items: z.array(userNotificationSchema),
});
export type GlobalNotifications = z.infer<typeof globalNotificationsSchema>;

/** Notification page size (S2 §9). */
export const NOTIFICATION_PAGE_SIZE = 25;

/** POST Common/UserNotifications (S2 §3, §7): a page of the user's notifications, newest first. */
export const notificationListRequestSchema = z.object({
  skip: z.number().int().nonnegative(),
  take: z.number().int().min(1).max(100),
  /** Matched against title, text and category; blank lists every notification. */
  search: z.string().trim().max(200).default(''),
});
export type NotificationListRequest = z.input<typeof notificationListRequestSchema>;

/** A notification dismissed by its user (the outbox carries it until the server has it). */
export const notificationAcknowledgementSchema = z.object({ id: z.number().int().positive() });
export type NotificationAcknowledgement = z.infer<typeof notificationAcknowledgementSchema>;
