import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom, useAtomValue } from '../../core/state/jotai';
import { installRequestedAtom } from '../../core/ui/install-request';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { dismissInstallOffer, installWayAtom, offerStateAtom, showInstallPrompt } from './install-state';
import { offerOnLauncher } from './model/install-offer';

// Only iOS Safari needs it, and only when asked: its own chunk.
const InstallHowTo = lazy(() => import('./InstallHowTo'));

export const INSTALL_OFFER_TITLE = 'Install Ops Portal on this device';

/**
 * Installing the app (issue 13): the launcher offers it by itself once the person keeps coming
 * back (`offerOnLauncher`), Settings' 'Install app' at any time. Chromium shows its own dialog;
 * iOS Safari, which has none, gets a short how-to. Mounted by the frame, so never on /display or
 * the error pages.
 */
export function InstallOffer() {
  const way = useAtomValue(installWayAtom);
  const state = useAtomValue(offerStateAtom);
  const { pathname } = useShownLocation();
  const [requested, setRequested] = useAtom(installRequestedAtom);
  const [howToOpen, setHowToOpen] = useState(false);
  // The time the page opened: a snooze running out while the launcher is open changes nothing.
  const [openedAt] = useState(Date.now);

  useEffect(() => {
    if (!requested) return;
    setRequested(false);
    if (way === 'prompt') void showInstallPrompt();
    else if (way === 'howTo') setHowToOpen(true);
  }, [requested, way, setRequested]);

  const offered = offerOnLauncher({ way, state, pathname, now: openedAt }) && !howToOpen;
  return (
    <>
      {offered && (
        <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
          <Paper role="region" aria-label="Install app" withBorder shadow="md" p="sm" radius="md" maw={360}>
            <Text size="sm" fw={600}>
              {INSTALL_OFFER_TITLE}
            </Text>
            <Text size="xs" mt={4}>
              It opens from your home screen in its own window and keeps working without a connection.
            </Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" onClick={() => setRequested(true)}>
                Install app
              </Button>
              <Button size="xs" variant="subtle" onClick={() => dismissInstallOffer()}>
                Not now
              </Button>
            </Group>
          </Paper>
        </Affix>
      )}
      {howToOpen && (
        <Suspense fallback={null}>
          <InstallHowTo
            onClose={() => {
              setHowToOpen(false);
              // Read and closed: the launcher does not offer it again for a while.
              dismissInstallOffer();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
