import { z } from './zod';

/**
 * The notifications hub (S1 §7, the real-time notification connection) under `{hubBaseUrl}`.
 * The server pushes to clients; clients invoke nothing.
 */
export const NOTIFICATIONS_HUB_PATH = '/notifications';

/** Pushed to every connected client when an admin pushes a release (S1 §4). */
export const RELEASE_VERSION_MESSAGE = 'ReleaseVersion';
export const releaseVersionMessageSchema = z.object({
  /** The version number pushed, e.g. '3.2.0' (the newest Active release version). */
  version: z.string().check(z.minLength(1)),
});
export type ReleaseVersionMessage = z.infer<typeof releaseVersionMessageSchema>;

/**
 * Pushed to a user's connections when their notifications changed (one added for them, one
 * dismissed on another device): the bell reads its count and list again. No arguments.
 */
export const NOTIFICATIONS_CHANGED_MESSAGE = 'NotificationsChanged';

/**
 * Pushed to a user's connections when their favorites were saved (on any of their devices): the
 * menu, which carries them, is read again. No arguments.
 */
export const FAVORITES_CHANGED_MESSAGE = 'FavoritesChanged';

/**
 * Pushed to a user's connections when one of their preferences was saved (on any of their
 * devices): the preferences, and with them the look, are read again. No arguments.
 */
export const PREFERENCES_CHANGED_MESSAGE = 'PreferencesChanged';

/**
 * Pushed to a user's connections when one of their notification settings was saved (on any of
 * their devices): the settings are read again where the device keeps a copy. No arguments.
 */
export const NOTIFICATION_SETTINGS_CHANGED_MESSAGE = 'NotificationSettingsChanged';
