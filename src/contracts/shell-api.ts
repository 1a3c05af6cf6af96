import { endpoint, noContent } from './endpoint';
import { menuResponseSchema } from './menu';
import { accountInfoSchema, authUserSchema, rolesResponseSchema, userDetailsSchema } from './session';
import {
  announcementSchema,
  favoritesSchema,
  globalNotificationsSchema,
  notificationListRequestSchema,
  selectAccountRequestSchema,
  selectRoleRequestSchema,
  userNotificationSchema,
} from './shell';
import { z } from './zod';

export const areaPageSchema = z.object({ areaId: z.string(), title: z.string(), summary: z.string() });
export type AreaPage = z.infer<typeof areaPageSchema>;

/**
 * What the shell draws at once (S1): the user's accounts, roles and menu, favorites, the user
 * menu's selections, the announcement banner and the notification bell, and an area's landing
 * data. Spread into `api`; the launcher's own modules import this table, not `api`, so the other
 * areas' schemas stay off its critical path (docs/performance.md).
 */
export const shellEndpoints = {
  accounts: endpoint({
    method: 'GET',
    path: 'Common/Accounts',
    body: undefined,
    response: z.array(accountInfoSchema),
  }),
  roles: endpoint({ method: 'GET', path: 'Common/Roles', body: undefined, response: rolesResponseSchema }),
  menu: endpoint({ method: 'GET', path: 'Common/Menu', body: undefined, response: menuResponseSchema }),
  selfUserDetails: endpoint({
    method: 'GET',
    path: 'Common/SelfUserDetails',
    body: undefined,
    response: userDetailsSchema,
  }),
  /** The landing data of an area the spec does not detail; guarded by the area's route rule. */
  area: endpoint({ method: 'GET', path: 'Areas/:areaId', body: undefined, response: areaPageSchema }),
  /** Replaces the favorites; each id must be an item of the user's menu. Answers the saved list. */
  saveFavorites: endpoint({
    method: 'PUT',
    path: 'Common/Favorites',
    body: favoritesSchema,
    response: favoritesSchema,
  }),
  /**
   * Selection is kept per user on the server. Both answer the auth user with the new selection and
   * the same authToken that was sent (tokens carry no selection, so the session's expiry stands).
   */
  selectAccount: endpoint({
    method: 'PUT',
    path: 'Common/SelectedAccount',
    body: selectAccountRequestSchema,
    response: authUserSchema,
  }),
  selectRole: endpoint({
    method: 'PUT',
    path: 'Common/SelectedRole',
    body: selectRoleRequestSchema,
    response: authUserSchema,
  }),
  /** The announcements this user has not acknowledged, in display order. */
  announcements: endpoint({
    method: 'GET',
    path: 'Common/Announcements',
    body: undefined,
    response: z.array(announcementSchema),
  }),
  /** Dismisses one announcement for this user (204); repeating it is harmless. */
  acknowledgeAnnouncement: endpoint({
    method: 'POST',
    path: 'Common/Announcements/:id/Acknowledge',
    body: undefined,
    response: noContent,
  }),
  globalNotifications: endpoint({
    method: 'GET',
    path: 'Common/GlobalNotifications',
    body: undefined,
    response: globalNotificationsSchema,
  }),
  /** A page of the user's notifications, newest first, optionally searched (S2 §7). */
  userNotifications: endpoint({
    method: 'POST',
    path: 'Common/UserNotifications',
    body: notificationListRequestSchema,
    response: z.array(userNotificationSchema),
  }),
  /** Dismisses a notification that allows it: its completedOn is set (idempotent). */
  acknowledgeNotification: endpoint({
    method: 'POST',
    path: 'Common/UserNotifications/:id/Acknowledge',
    body: undefined,
    response: noContent,
  }),
} as const;
