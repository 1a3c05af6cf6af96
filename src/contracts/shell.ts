import { z } from './zod';

/**
 * Shell calls whose paths and payloads the spec leaves out (S1 §7: "save favorites", "acknowledge
 * announcement", account and role selection, global notifications). docs/api.md describes each.
 */

const favoriteIdsSchema = z.array(z.int()).check(z.maxLength(500));

/** PUT Common/Favorites: the whole list in the user's order (a replace, so replaying it is harmless). */
export const favoritesSchema = z.object({ favorites: favoriteIdsSchema });
export type Favorites = z.infer<typeof favoritesSchema>;

/**
 * A favorites change as the app's outbox keeps it (never sent as is; walkthrough 8, defect 1): the
 * list the user wants and `base`, the server's list the device last heard of and changed. The
 * difference is what the user did; the rest of the server's list is not theirs to undo. The
 * sender applies the change to the server's list of the moment and PUTs the result
 * (`mergeChangeIntoCurrent`, docs/launcher.md). Records of earlier builds have no `base`: a
 * whole-list replace, sent as they were.
 */
export const favoritesChangeSchema = z.object({
  favorites: favoriteIdsSchema,
  base: z.optional(favoriteIdsSchema),
});
export type FavoritesChange = z.infer<typeof favoritesChangeSchema>;

/** PUT Common/SelectedAccount. */
export const selectAccountRequestSchema = z.object({ acctId: z.int() });
export type SelectAccountRequest = z.infer<typeof selectAccountRequestSchema>;

/** PUT Common/SelectedRole. */
export const selectRoleRequestSchema = z.object({ roleId: z.int() });
export type SelectRoleRequest = z.infer<typeof selectRoleRequestSchema>;

/** Announcement of S1 §3. `text` is HTML from an admin editor: sanitise before rendering. */
export const announcementSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  icon: z.nullable(z.string()),
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
  id: z.int(),
  categoryName: z.string(),
  icon: z.nullable(z.string()),
  title: z.string(),
  text: z.string(),
  link: z.nullable(z.string()),
  allowAcknowledge: z.boolean(),
  /** ISO date-time once done or dismissed; null while open. */
  completedOn: z.nullable(z.string()),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** GET Common/GlobalNotifications: the bell's badge count (open items) and the newest items. */
export const globalNotificationsSchema = z.object({
  count: z.int().check(z.nonnegative()),
  items: z.array(userNotificationSchema),
});
export type GlobalNotifications = z.infer<typeof globalNotificationsSchema>;

/** Notification page size (S2 §9). */
export const NOTIFICATION_PAGE_SIZE = 25;
/** The longest notification search the API takes (the search box holds no more). */
export const NOTIFICATION_SEARCH_MAX_LENGTH = 200;

/** POST Common/UserNotifications (S2 §3, §7): a page of the user's notifications, newest first. */
export const notificationListRequestSchema = z.object({
  skip: z.int().check(z.nonnegative()),
  take: z.int().check(z.minimum(1), z.maximum(100)),
  /** Matched against title, text and category; blank lists every notification. */
  search: z._default(z.string().check(z.trim(), z.maxLength(NOTIFICATION_SEARCH_MAX_LENGTH)), ''),
});
export type NotificationListRequest = z.input<typeof notificationListRequestSchema>;

/** A notification dismissed by its user (the outbox carries it until the server has it). */
export const notificationAcknowledgementSchema = z.object({ id: z.int().check(z.positive()) });
export type NotificationAcknowledgement = z.infer<typeof notificationAcknowledgementSchema>;
