import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom, useAtomValue } from '../../core/state/jotai';
import { installRequestedAtom } from '../../core/ui/install-request';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { dismissInstallOffer, installWayAtom, offerStateAtom, showInstallPrompt } from './install-state';
import { offerOnLauncher } from './model/install-offer';

// Shown to few, and rarely: own chunks, out of the launcher's critical path.
const InstallOfferCard = lazy(() => import('./InstallOfferCard'));
const InstallHowTo = lazy(() => import('./InstallHowTo'));

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
        <Suspense fallback={null}>
          <InstallOfferCard onInstall={() => setRequested(true)} onNotNow={() => dismissInstallOffer()} />
        </Suspense>
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
