import { endpoint } from './endpoint';
import { userPreferenceSchema } from './settings';
import { z } from './zod';

/**
 * The user's preferences, read at start (the appearance and the startup app follow them), spread
 * into `api`. The Settings panel's other calls are in settings-panel-api.ts, loaded with it: a
 * first-screen module carries all its exports, and this table's schemas with them.
 */
export const settingsEndpoints = {
  /** The user's preferences, in display order (read path not shown by S2: ours). */
  userPreferences: endpoint({
    method: 'GET',
    path: 'Common/UserPreferences',
    body: undefined,
    response: z.array(userPreferenceSchema),
  }),
} as const;
