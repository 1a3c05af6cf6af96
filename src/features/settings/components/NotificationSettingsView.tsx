import { Loader, Stack, Switch, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { NotificationPreference } from '../../../contracts/settings';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { appStore, useAtomValue } from '../../../core/state/jotai';
import { saveNotificationPreference, useNotificationPreferences } from '../data';
import { groupByCategory, settingKey } from '../model/notification-groups';
import { marksNotSaved } from '../model/preference-rules';
import { pendingNotificationSettingsAtom } from '../state';
import { NothingShown } from './NothingShown';
import { OfflineSettingsHint, useSettingsViewKeepsFocus } from './OfflineSettingsHint';
import { NOT_SAVED_TEXT } from './PreferenceControl';
// The forced-colours rules for the Mantine controls drawn here (core/ui/forced-colors.css).
import '../../../core/ui/forced-colors.css';

type Pending = { checked: boolean; status: 'saving' | 'failed' };

function setPending(key: string, change: Pending | undefined) {
  const { [key]: _previous, ...others } = appStore.get(pendingNotificationSettingsAtom);
  appStore.set(pendingNotificationSettingsAtom, change ? { ...others, [key]: change } : others);
}

/**
 * Saves a toggle at once; a failure is only logged (S2 §8) and the switch stays, marked not saved
 * (a call dropped while signing out is no failure: the switch stays as it was, unmarked).
 */
async function toggle(setting: NotificationPreference) {
  const key = settingKey(setting);
  setPending(key, { checked: setting.checked, status: 'saving' });
  try {
    await saveNotificationPreference(setting);
    if (appStore.get(pendingNotificationSettingsAtom)[key]?.checked === setting.checked)
      setPending(key, undefined);
  } catch (error) {
    console.error(`Notification setting '${setting.title}' could not be saved`, error);
    if (
      marksNotSaved(error) &&
      appStore.get(pendingNotificationSettingsAtom)[key]?.checked === setting.checked
    )
      setPending(key, { checked: setting.checked, status: 'failed' });
  }
}

/** The Notifications sub-tab (S2 §3): which notifications the user gets, by category. */
export function NotificationSettingsView() {
  const settings = useNotificationPreferences();
  const pending = useAtomValue(pendingNotificationSettingsAtom);
  const { isConnected } = useNetworkStatus();
  const view = useSettingsViewKeepsFocus<HTMLDivElement>();
  useEffect(() => {
    if (settings.error) console.error('Notification settings could not be loaded', settings.error);
  }, [settings.error]);

  if (settings.isLoading) return <Loader size="sm" aria-label="Loading notification settings" />;
  if (!settings.data) return <NothingShown subject="notification settings" read={settings} />;
  const shown = settings.data.map((setting) => {
    const change = pending[settingKey(setting)];
    return change ? { ...setting, checked: change.checked } : setting;
  });

  return (
    <Stack ref={view} gap="lg" component="section" aria-label="Notifications" tabIndex={-1}>
      {!isConnected && <OfflineSettingsHint />}
      {groupByCategory(shown).map((group) => (
        // A group, not a region: a region is a landmark, and the launcher's 'Forms' group is one
        // too, so the landmark list showed two 'Forms' (walkthrough 12, D5).
        <Stack key={group.category} gap="xs" role="group" aria-label={group.category}>
          <Title order={3} size="h5">
            {group.category}
          </Title>
          {group.settings.map((setting) => (
            <Switch
              key={setting.title}
              label={setting.title}
              checked={setting.checked}
              disabled={!isConnected}
              description={pending[settingKey(setting)]?.status === 'failed' ? NOT_SAVED_TEXT : undefined}
              onChange={(event) => void toggle({ ...setting, checked: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
