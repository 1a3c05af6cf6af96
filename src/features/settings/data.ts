import { Headers } from '../../contracts/headers';
import type { NotificationPreference, UserPreference, UserType } from '../../contracts/settings';
import { settingsEndpoints } from '../../contracts/settings-api';
import { settingsPanelEndpoints } from '../../contracts/settings-panel-api';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';
import { getSession, setSession } from '../../core/auth/session-state';
import { onSignOut } from '../../core/auth/sign-out';
import { updateCachedRows } from '../../core/cache/cache-store';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { leaveForPage } from '../../core/outbox/outbox';
import { homeKeepingContext } from '../../core/session/home-keeping-context';
import { notificationSettingsRead } from '../../core/session/notification-settings';
import { selectSupervisor } from '../../core/session/supervisor-selection';
import { USER_PREFERENCES_RESOURCE } from '../../core/session/user-preferences';
import { defaultAppearance, setAppearance } from '../../core/ui/appearance';

/**
 * The signed-in user's details for the Permissions view (S2 §7 GET Common/SelfUserDetails), read
 * through the cache: shown from IndexedDB at once, refreshed when online, wiped on sign-out.
 */
export function useSelfUserDetails() {
  return useCachedResource(
    'selfUserDetails',
    () => appApi().call(shellEndpoints.selfUserDetails),
    shellEndpoints.selfUserDetails.response,
    // The details list every account and role of the user: one row per user, not per account.
    { scope: 'user' },
  );
}

const PREFERENCES = USER_PREFERENCES_RESOURCE;
const NOTIFICATION_SETTINGS = notificationSettingsRead.resource;

/** The user's notification settings (GET Common/UserNotification), cached per user. */
export function useNotificationPreferences() {
  return useCachedResource(
    NOTIFICATION_SETTINGS,
    notificationSettingsRead.fetch,
    notificationSettingsRead.schema,
    {
      scope: 'user',
    },
  );
}

const signedInUserId = () => getSession()?.user.id;

/**
 * PATCH Common/UserPreferences, then the cached copy, so every reader (and a reload) sees the saved
 * value. The request outlives the page (`keepalive`): a reload or a closed tab while it is out, or
 * just after a waiting change was sent as the page left, does not cancel it.
 */
export async function savePreference(
  preference: Pick<UserPreference, 'title' | 'type'>,
  value: string,
  /** An outbox record's: its id as the Idempotency-Key, sent as a replay (core/api/client.ts). */
  queued?: { idempotencyKey: string },
): Promise<void> {
  await appApi().call(settingsPanelEndpoints.updateUserPreference, {
    body: { title: preference.title, type: preference.type, value },
    keepalive: true,
    ...(queued && { headers: { [Headers.idempotencyKey]: queued.idempotencyKey }, background: true }),
  });
  const userId = signedInUserId();
  if (userId === undefined) return;
  await updateCachedRows(userId, PREFERENCES, settingsEndpoints.userPreferences.response, (list) =>
    list.map((item) => (item.title === preference.title ? { ...item, value } : item)),
  );
}

/** PATCH Common/UserNotification with the toggled setting, then the cached copy. */
export async function saveNotificationPreference(setting: NotificationPreference): Promise<void> {
  await appApi().call(settingsPanelEndpoints.updateNotificationPreference, { body: setting });
  const userId = signedInUserId();
  if (userId === undefined) return;
  await updateCachedRows(
    userId,
    NOTIFICATION_SETTINGS,
    settingsPanelEndpoints.notificationPreferences.response,
    (list) =>
      list.map((item) =>
        item.category === setting.category && item.title === setting.title ? setting : item,
      ),
  );
}

/** Supervisors to act for, as the user types (live Workday data: not cached). */
export function searchSupervisors(search: string, signal?: AbortSignal) {
  return appApi().call(settingsPanelEndpoints.supervisorOptions, {
    body: { search, userType: null },
    signal,
  });
}

/** Users to impersonate, as the user types, optionally of one user type. */
export function searchUsers(search: string, userType: UserType | null, signal?: AbortSignal) {
  return appApi().call(settingsPanelEndpoints.userOptions, { body: { search, userType }, signal });
}

/** Starts (an id) or ends (null) impersonating a user; the session takes the new claims (UserId). */
export async function impersonateUser(userId: number | null): Promise<void> {
  const user = await appApi().call(settingsPanelEndpoints.impersonateUser, { body: { userId } });
  const session = getSession();
  if (session) setSession({ ...session, user: { ...user, authToken: session.user.authToken } });
}

/** After choosing or resetting whom to act for, the app starts over at /home (S2 §2). */
export function reloadAtHome(): void {
  void leaveForPage(homeKeepingContext());
}

// A supervisor chosen on this device goes with the session that chose it, and so does the look.
onSignOut(() => {
  selectSupervisor(undefined);
  setAppearance(defaultAppearance);
});
