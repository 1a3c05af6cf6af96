import { endpoint, noContent } from './endpoint';
import { authUserSchema } from './session';
import {
  impersonateUserRequestSchema,
  impersonationOptionSchema,
  impersonationSearchSchema,
  notificationPreferenceSchema,
  updateUserPreferenceSchema,
} from './settings';
import { z } from './zod';

/**
 * The Settings panel's calls (S2 §7 and the read paths it leaves out), spread into `api` after
 * `settingsEndpoints` (the preferences read the first screen makes, settings-api.ts).
 */
export const settingsPanelEndpoints = {
  /** S2 §7: saves one preference (title, value, type); 204. */
  updateUserPreference: endpoint({
    method: 'PATCH',
    path: 'Common/UserPreferences',
    body: updateUserPreferenceSchema,
    response: noContent,
  }),
  /** The user's notification settings, grouped by category in order (read path not shown by S2: ours). */
  notificationPreferences: endpoint({
    method: 'GET',
    path: 'Common/UserNotification',
    body: undefined,
    response: z.array(notificationPreferenceSchema),
  }),
  /** S2 §7: the toggled setting (category, title, checked); 204. */
  updateNotificationPreference: endpoint({
    method: 'PATCH',
    path: 'Common/UserNotification',
    body: notificationPreferenceSchema,
    response: noContent,
  }),
  /** Supervisors a site admin may act for, filtered by search text. */
  supervisorOptions: endpoint({
    method: 'POST',
    path: 'Common/SupervisorOptions',
    body: impersonationSearchSchema,
    response: z.array(impersonationOptionSchema),
  }),
  /** Users the caller may impersonate, filtered by search text and user type. */
  userOptions: endpoint({
    method: 'POST',
    path: 'Common/UserOptions',
    body: impersonationSearchSchema,
    response: z.array(impersonationOptionSchema),
  }),
  /** Starts (a user id) or ends (null) impersonating; answers the auth user with or without the UserId claim. */
  impersonateUser: endpoint({
    method: 'PUT',
    path: 'Common/ImpersonatedUser',
    body: impersonateUserRequestSchema,
    response: authUserSchema,
  }),
} as const;
