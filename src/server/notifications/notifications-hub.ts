import {
  NOTIFICATIONS_CHANGED_MESSAGE,
  NOTIFICATIONS_HUB_PATH,
  RELEASE_VERSION_MESSAGE,
  type ReleaseVersionMessage,
} from '../../contracts/notifications-hub';
import { signedInHubAccess } from '../auth/hub-authentication';
import type { SignedInUser } from '../auth/sessions';
import { createHub, type Hub } from '../hub';
import type { PortalServices } from '../services';

export interface NotificationsHub {
  /** The hub to attach (`attachHubs`). */
  readonly hub: Hub<SignedInUser>;
  /** Pushes `ReleaseVersion { version }` to every connected client; returns how many. */
  announceRelease(version: string): number;
}

/**
 * The notifications hub (S1 §7) at `{HUB_BASE}/notifications`: server-to-client only. Clients
 * connect with the app token, as for appUsage; it offers no methods to invoke. A change of a
 * user's notifications (`notificationChanges`) is pushed to that user's connections, every
 * device and tab, as `NotificationsChanged`.
 */
export function createNotificationsHub(
  services: Pick<PortalServices, 'config' | 'sessions' | 'notificationChanges'>,
): NotificationsHub {
  const hub = createHub<SignedInUser>({
    path: `${services.config.hubBase}${NOTIFICATIONS_HUB_PATH}`,
    methods: {},
    ...signedInHubAccess(services.sessions),
  });
  services.notificationChanges.onChange((userId) =>
    hub.sendTo((connection) => connection.user.id === userId, NOTIFICATIONS_CHANGED_MESSAGE),
  );
  return {
    hub,
    announceRelease: (version) => {
      const message: ReleaseVersionMessage = { version };
      return hub.broadcast(RELEASE_VERSION_MESSAGE, message);
    },
  };
}
