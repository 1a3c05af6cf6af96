import { settingsEndpoints } from '../../contracts/settings-api';
import { appApi } from '../api/app-api';
import type { ReadOptions } from '../cache/read-through';
import { useCachedResource } from '../cache/useCachedResource';

/** The cached row of the user's preferences: settings edits it, other features read it. */
export const USER_PREFERENCES_RESOURCE = 'userPreferences';

/** The preferences' read (GET Common/UserPreferences): its cached row, fetch and schema. */
export const userPreferencesRead = {
  resource: USER_PREFERENCES_RESOURCE,
  fetch: () => appApi().call(settingsEndpoints.userPreferences),
  schema: settingsEndpoints.userPreferences.response,
};

/**
 * The user's preferences (GET Common/UserPreferences), cached per user: they follow the person,
 * not the account. Shared by the settings panel, the appearance and the startup app. A reader
 * that must see the server's copy, however recent the device's, passes `freshForMs: 0`.
 */
export function useUserPreferences(options: Pick<ReadOptions, 'freshForMs'> = {}) {
  return useCachedResource(
    userPreferencesRead.resource,
    userPreferencesRead.fetch,
    userPreferencesRead.schema,
    {
      ...options,
      scope: 'user',
    },
  );
}
