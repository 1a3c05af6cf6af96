import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PreferenceTitle, type UserPreference } from '../../../contracts/settings';
import { signOut } from '../../../core/auth/sign-out';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { useUserPreferences } from '../../../core/session/user-preferences';
import { appStore, useAtomValue } from '../../../core/state/jotai';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { settingsOpenAtom } from '../../../core/ui/shell-state';
import { disabledReason, shownPreferences, withPendingValues } from '../model/preference-rules';
import { savePreferenceNow } from '../preference-saver';
import { pendingPreferencesAtom } from '../state';
import { NothingShown } from './NothingShown';
import { OfflineSettingsHint, useSettingsViewKeepsFocus } from './OfflineSettingsHint';
import { PreferenceControl } from './PreferenceControl';
import { UsageAnalyticsSwitch } from './UsageAnalyticsSwitch';

/** The Preferences sub-tab (S2 §2–5): the user's preferences, each saved as it changes. */
export function PreferencesView() {
  const preferences = useUserPreferences();
  const pending = useAtomValue(pendingPreferencesAtom);
  const { isConnected } = useNetworkStatus();
  const [mergeRoles, setMergeRoles] = useState<{ preference: UserPreference; value: string }>();
  const mergeRolesAnswersEscape = useEscapeLayer(mergeRoles !== undefined);
  const view = useSettingsViewKeepsFocus<HTMLDivElement>();
  useEffect(() => {
    if (preferences.error) console.error('Preferences could not be loaded', preferences.error);
  }, [preferences.error]);

  if (preferences.isLoading) return <Loader size="sm" aria-label="Loading preferences" />;
  if (!preferences.data) return <NothingShown subject="preferences" read={preferences} />;
  const shown = shownPreferences(withPendingValues(preferences.data, pending));
  const theme = shown.find((preference) => preference.title === PreferenceTitle.theme)?.value ?? 'light';

  const confirmMergeRoles = async () => {
    if (!mergeRoles) return;
    setMergeRoles(undefined);
    // Roles are merged at sign-in: the change counts once the user signs in again (S2 §4).
    if (await savePreferenceNow(mergeRoles.preference, mergeRoles.value)) {
      appStore.set(settingsOpenAtom, false);
      await signOut();
    }
  };

  return (
    <Stack ref={view} gap="md" component="section" aria-label="Preferences" tabIndex={-1}>
      {!isConnected && <OfflineSettingsHint />}
      {shown.map((preference) => (
        <PreferenceControl
          key={preference.title}
          preference={preference}
          pending={pending[preference.title]}
          disabledBecause={disabledReason(preference.title, theme)}
          disabled={!isConnected || disabledReason(preference.title, theme) !== undefined}
          onMergeRolesChange={(value) => setMergeRoles({ preference, value })}
        />
      ))}
      <UsageAnalyticsSwitch />
      <Modal
        opened={mergeRoles !== undefined}
        onClose={() => setMergeRoles(undefined)}
        closeOnEscape={mergeRolesAnswersEscape}
        title="Merge Roles"
        centered
      >
        <Text>
          Changing Merge Roles takes effect after you sign in again. Save the change and sign out now?
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setMergeRoles(undefined)}>
            Cancel
          </Button>
          <Button onClick={() => void confirmMergeRoles()}>Save and Sign Out</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
