import { settingsPanelEndpoints } from '../../contracts/settings-panel-api';
import { appApi } from '../api/app-api';

/**
 * The notification settings' read (GET Common/UserNotification): its cached row, fetch and schema.
 * Here, not in the settings feature, because a push from the notifications hub reads them again
 * (reread-on-push.ts).
 */
export const notificationSettingsRead = {
  resource: 'notificationPreferences',
  fetch: () => appApi().call(settingsPanelEndpoints.notificationPreferences),
  schema: settingsPanelEndpoints.notificationPreferences.response,
};
