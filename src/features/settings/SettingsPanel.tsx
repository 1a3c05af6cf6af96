import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { signOut } from '../../core/auth/sign-out';
import { APP_NAME } from '../../core/config/stage';
import { useAtom } from '../../core/state/jotai';
import { BackIcon } from '../../core/ui/icons';
import { settingsOpenAtom } from '../../core/ui/shell-state';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { PermissionsView } from './components/PermissionsView';
import { TermsOfUseModal } from './components/TermsOfUseModal';
import { copyrightLine } from './model/settings-rules';

/** Settings panel width (S2 §9); phones get the full width. */
const SETTINGS_PANEL_WIDTH_PX = 800;

type SettingsView = 'main' | 'permissions';

/**
 * The Settings panel (S2 §2): a slide-in from the right with the main entries built so far —
 * Permissions (a sub-view), Terms of Use (a modal) and Sign Out — and the copyright line. The
 * title bar's settings button opens it through `settingsOpenAtom`; the frame mounts it.
 */
export function SettingsPanel() {
  const [opened, setOpened] = useAtom(settingsOpenAtom);
  const [view, setView] = useState<SettingsView>('main');
  const [termsOpen, setTermsOpen] = useState(false);
  const mobile = useIsMobile();

  const close = () => {
    setOpened(false);
    setView('main');
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={mobile ? '100%' : SETTINGS_PANEL_WIDTH_PX}
        title="Settings"
      >
        {view === 'permissions' ? (
          <Stack gap="md">
            <Button
              variant="subtle"
              leftSection={<BackIcon />}
              onClick={() => setView('main')}
              style={{ alignSelf: 'flex-start' }}
            >
              Back
            </Button>
            <PermissionsView />
          </Stack>
        ) : (
          <Stack gap="xs">
            <nav aria-label="Settings">
              <NavLink component="button" label="Permissions" onClick={() => setView('permissions')} />
              <NavLink component="button" label="Terms of Use" onClick={() => setTermsOpen(true)} />
              <NavLink component="button" label="Sign Out" onClick={() => void signOut()} />
            </nav>
            <Text size="xs" c="dimmed" mt="md">
              {copyrightLine(new Date().getFullYear(), APP_NAME)}
            </Text>
          </Stack>
        )}
      </Drawer>
      <TermsOfUseModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </>
  );
}
