import { displayEndpoints } from './displays-api';
import { endpoint } from './endpoint';
import { helpTopicSchema, pageHelpSchema } from './help';
import { saveHelpTopicSchema } from './help-authoring';
import { helpAuthoringEndpoints } from './help-authoring-api';
import {
  helpChatTokenSchema,
  helpMessageRequestSchema,
  helpMessageResponseSchema,
  helpStartRequestSchema,
  helpStartResponseSchema,
} from './help-chat';
import { menuResponseSchema } from './menu';
import {
  changeVersionStatusSchema,
  reorderNotesSchema,
  savedNoteSchema,
  saveReleaseVersionSchema,
} from './release-authoring';
import {
  appOptionSchema,
  pushReleaseResultSchema,
  releaseNoteSchema,
  releaseNotesRequestSchema,
  releaseVersionSchema,
  releaseVersionsRequestSchema,
} from './release-notes';
import {
  accountInfoSchema,
  authUserSchema,
  loginRequestSchema,
  renewRequestSchema,
  rolesResponseSchema,
  sessionSchema,
  userDetailsSchema,
} from './session';
import { settingsEndpoints } from './settings-api';
import {
  announcementSchema,
  favoritesSchema,
  globalNotificationsSchema,
  notificationListRequestSchema,
  selectAccountRequestSchema,
  selectRoleRequestSchema,
  userNotificationSchema,
} from './shell';
import { telemetryEndpoints } from './telemetry-api';
import { z } from './zod';

export const noContent = z.undefined();

export const healthSchema = z.object({
  status: z.enum(['ok', 'maintenance']),
  /** The user-directory database (Workday); `down` shows the DB Connection Down banner. */
  directoryDatabase: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** The API gateway's subscription key, handed out by the api-key URL to identity-provider users. */
export const subscriptionKeySchema = z.object({ key: z.string().check(z.minLength(1)) });

export const areaPageSchema = z.object({ areaId: z.string(), title: z.string(), summary: z.string() });
export type AreaPage = z.infer<typeof areaPageSchema>;

/** The API contract. docs/api.md describes each call; keep the two together. */
export const api = {
  login: endpoint({
    method: 'POST',
    path: 'Auth/Login',
    body: loginRequestSchema,
    response: sessionSchema,
    anonymous: true,
  }),
  /** Trades an identity-provider token (Authorization: Bearer) for an app session. */
  exchange: endpoint({
    method: 'POST',
    path: 'Auth/Exchange',
    body: undefined,
    response: sessionSchema,
    anonymous: true,
  }),
  renew: endpoint({
    method: 'POST',
    path: 'Auth/Renew',
    body: renewRequestSchema,
    response: sessionSchema,
    anonymous: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'Auth/Logout',
    body: renewRequestSchema,
    response: noContent,
    anonymous: true,
  }),
  health: endpoint({
    method: 'GET',
    path: 'Health',
    body: undefined,
    response: healthSchema,
    anonymous: true,
  }),
  /**
   * GET {apiKeyUrl}: the subscription key for the gateway, for a user signed in at the identity
   * provider (Authorization: Bearer). The reference server serves it at `{API_BASE}/ApiKey`.
   */
  subscriptionKey: endpoint({
    method: 'GET',
    path: '',
    body: undefined,
    response: subscriptionKeySchema,
    anonymous: true,
    service: 'apiKey',
  }),
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
  /** A page of versions, newest first; non-system-admins get Active ones only (S2 §6). */
  releaseVersions: endpoint({
    method: 'POST',
    path: 'ReleaseNotes/ReleaseVersions',
    body: releaseVersionsRequestSchema,
    response: z.array(releaseVersionSchema),
  }),
  /** The apps of the release-notes filter: those the user can read notes of. */
  releaseNoteApps: endpoint({
    method: 'GET',
    path: 'ReleaseNotes/UserAppNames',
    body: undefined,
    response: z.array(appOptionSchema),
  }),
  /**
   * The notes of one version the user may read, in order. `:key` is a version id (digits) or the
   * release-notes key of the Version claim; the body is `{ filters }` or empty.
   */
  releaseNotes: endpoint({
    method: 'POST',
    path: 'ReleaseNotes/ReleaseNotes/:key',
    body: releaseNotesRequestSchema,
    response: z.array(releaseNoteSchema),
  }),
  /** Admins: notifies every user of the newest Active version. */
  pushReleaseVersion: endpoint({
    method: 'GET',
    path: 'ReleaseNotes/PushReleaseVersion',
    body: undefined,
    response: pushReleaseResultSchema,
  }),
  /** System admins: creates (id 0) or saves a version with its new notes; answers the saved version. */
  saveReleaseVersion: endpoint({
    method: 'PUT',
    path: 'ReleaseNotes/ReleaseVersion',
    body: saveReleaseVersionSchema,
    response: releaseVersionSchema,
  }),
  /** System admins: activates, deactivates or abandons a version (S2 §4 transitions). */
  changeVersionStatus: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReleaseVersions',
    body: changeVersionStatusSchema,
    response: noContent,
  }),
  /** Admins: adds a note to a saved version; answers its id and order. */
  addReleaseNote: endpoint({
    method: 'PUT',
    path: 'ReleaseNotes/ReleaseNotes',
    body: releaseNoteSchema,
    response: savedNoteSchema,
  }),
  /** Admins: updates a note's apps, change type, comment and access level. */
  updateReleaseNote: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReleaseNotes',
    body: releaseNoteSchema,
    response: noContent,
  }),
  /** Admins: deletes a note. */
  deleteReleaseNote: endpoint({
    method: 'DELETE',
    path: 'ReleaseNotes/ReleaseNotes/:id',
    body: undefined,
    response: noContent,
  }),
  /** Admins: moves the note at `:index` of the version's notes (sorted by order) up or down. */
  reorderReleaseNotes: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReorderReleaseNotes/:direction/:index',
    body: reorderNotesSchema,
    response: noContent,
  }),
  /** The help topics the user's help level may read (S2 §6), in display order. */
  helpTopics: endpoint({
    method: 'GET',
    path: 'Help/Topics',
    body: undefined,
    response: z.array(helpTopicSchema),
  }),
  /** Help admins: creates a topic (body id 0); answers the stored topic with its new id. */
  addHelpTopic: endpoint({
    method: 'PUT',
    path: 'Help/Topics',
    body: saveHelpTopicSchema,
    response: helpTopicSchema,
  }),
  /** Help users and admins: updates a topic's title and description; only help admins change its level. */
  updateHelpTopic: endpoint({
    method: 'PATCH',
    path: 'Help/Topics',
    body: saveHelpTopicSchema,
    response: helpTopicSchema,
  }),
  /** Help admins: deletes a topic. */
  deleteHelpTopic: endpoint({
    method: 'DELETE',
    path: 'Help/Topics/:id',
    body: undefined,
    response: noContent,
  }),
  /** One page's help items, tutorials and agent, filtered by help level; a page without help is empty. */
  pageHelp: endpoint({
    method: 'GET',
    path: 'Help/Pages/:pageName',
    body: undefined,
    response: pageHelpSchema,
  }),
  /** Help-agent chat (S2 §7): starts a conversation with the agent behind `directConnectUrl`. */
  helpStart: endpoint({
    method: 'POST',
    path: 'help/start',
    body: helpStartRequestSchema,
    response: helpStartResponseSchema,
  }),
  /** Help-agent chat (S2 §7): sends one message; answers the bot's reply activities. */
  helpMessage: endpoint({
    method: 'POST',
    path: 'help/message',
    body: helpMessageRequestSchema,
    response: helpMessageResponseSchema,
  }),
  /** The chat's bearer token in the local sign-in mode (with MSAL it comes from Entra ID). */
  helpChatToken: endpoint({
    method: 'GET',
    path: 'help/token',
    body: undefined,
    response: helpChatTokenSchema,
  }),
  ...settingsEndpoints,
  ...displayEndpoints,
  ...helpAuthoringEndpoints,
  ...telemetryEndpoints,
} as const;
