import {
  FAVORITES_CHANGED_MESSAGE,
  NOTIFICATION_SETTINGS_CHANGED_MESSAGE,
  NOTIFICATIONS_CHANGED_MESSAGE,
  NOTIFICATIONS_HUB_PATH,
  PREFERENCES_CHANGED_MESSAGE,
  RELEASE_VERSION_MESSAGE,
  type ReleaseVersionMessage,
} from '../../contracts/notifications-hub';
import { signedInHubAccess } from '../auth/hub-authentication';
import type { SignedInUser } from '../auth/sessions';
import { createHub, type Hub } from '../hub';
import type { PortalServices } from '../services';
import type { UserChange } from './user-changes';

/** The message each change of a user's data is pushed to their connections as. */
const CHANGE_MESSAGES: Readonly<Record<UserChange, string>> = {
  notifications: NOTIFICATIONS_CHANGED_MESSAGE,
  favorites: FAVORITES_CHANGED_MESSAGE,
  preferences: PREFERENCES_CHANGED_MESSAGE,
  notificationSettings: NOTIFICATION_SETTINGS_CHANGED_MESSAGE,
};

export interface NotificationsHub {
  /** The hub to attach (`attachHubs`). */
  readonly hub: Hub<SignedInUser>;
  /** Pushes `ReleaseVersion { version }` to every connected client; returns how many. */
  announceRelease(version: string): number;
}

/**
 * The notifications hub (S1 §7) at `{HUB_BASE}/notifications`: server-to-client only. Clients
 * connect with the app token, as for appUsage; it offers no methods to invoke. A change of a
 * user's notifications, favorites, preferences or notification settings (`userChanges`) is pushed to that user's
 * connections, every device and tab (the one that made it too: the server cannot tell which
 * connection is that page's), as `NotificationsChanged`, `FavoritesChanged`, `PreferencesChanged`
 * or `NotificationSettingsChanged`.
 */
export function createNotificationsHub(
  services: Pick<PortalServices, 'config' | 'sessions' | 'userChanges'>,
): NotificationsHub {
  const hub = createHub<SignedInUser>({
    path: `${services.config.hubBase}${NOTIFICATIONS_HUB_PATH}`,
    methods: {},
    ...signedInHubAccess(services.sessions),
  });
  services.userChanges.onChange((userId, what) =>
    hub.sendTo((connection) => connection.user.id === userId, CHANGE_MESSAGES[what]),
  );
  return {
    hub,
    announceRelease: (version) => {
      const message: ReleaseVersionMessage = { version };
      return hub.broadcast(RELEASE_VERSION_MESSAGE, message);
    },
  };
}
