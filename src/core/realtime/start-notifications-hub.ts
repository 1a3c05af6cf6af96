import {
  FAVORITES_CHANGED_MESSAGE,
  NOTIFICATION_SETTINGS_CHANGED_MESSAGE,
  NOTIFICATIONS_CHANGED_MESSAGE,
  NOTIFICATIONS_HUB_PATH,
  PREFERENCES_CHANGED_MESSAGE,
  RELEASE_VERSION_MESSAGE,
  type ReleaseVersionMessage,
  releaseVersionMessageSchema,
} from '../../contracts/notifications-hub';
import { rereadFavorites, rereadNotificationSettings, rereadPreferences } from '../session/reread-on-push';
import { appStore } from '../state/jotai';
import { bellRevisionAtom } from '../ui/notifications-state';
import { catchUpOnReconnect } from './catch-up-on-reconnect';
import type { ManagedHub } from './managed-hub';
import { startSessionHub } from './session-hub';

export interface NotificationListeners {
  /** A release was pushed (S1 §4). Messages that do not match the contract are dropped. */
  onReleaseVersion(message: ReleaseVersionMessage): void;
}

let running: ManagedHub | undefined;

/**
 * Boot, once (after the app configuration loaded): the notifications hub (S1 §7, the real-time
 * notification connection) follows the session and hands what the server pushes to the listeners.
 */
export function startNotificationsHub(listeners: NotificationListeners): ManagedHub {
  if (running) return running;
  running = startSessionHub({
    path: NOTIFICATIONS_HUB_PATH,
    name: 'Notifications hub',
    handlers: {
      [RELEASE_VERSION_MESSAGE]: (message) => {
        const parsed = releaseVersionMessageSchema.safeParse(message);
        if (parsed.success) {
          // The push comes with a notification for every user (docs/api.md): the bell reads its
          // list again, once, whichever version the user is on.
          appStore.set(bellRevisionAtom, (revision) => revision + 1);
          listeners.onReleaseVersion(parsed.data);
        } else console.warn('Notifications hub: unreadable ReleaseVersion message', message);
      },
      // One added for the user, or dismissed on another of their devices: the bell reads again.
      [NOTIFICATIONS_CHANGED_MESSAGE]: () => appStore.set(bellRevisionAtom, (revision) => revision + 1),
      // Saved on another of the user's devices (or by this page): read again, so every open page
      // shows them without a reload (walkthrough 36, O2, O3).
      [FAVORITES_CHANGED_MESSAGE]: () => rereadFavorites(),
      [PREFERENCES_CHANGED_MESSAGE]: () => rereadPreferences(),
      [NOTIFICATION_SETTINGS_CHANGED_MESSAGE]: () => void rereadNotificationSettings(),
    },
  });
  // Their pushes sent while the connection was lost were missed (a notification added, one
  // dismissed on another device, a release pushed, favorites, the look or notification settings
  // saved elsewhere): read them again once it is back.
  catchUpOnReconnect(running, () => {
    appStore.set(bellRevisionAtom, (revision) => revision + 1);
    rereadFavorites();
    rereadPreferences();
    void rereadNotificationSettings();
  });
  return running;
}
