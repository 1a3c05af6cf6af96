import { useEffect, useRef } from 'react';
import { loggingOutAtom, sessionAtom } from '../../../core/auth/session-state';
import { isConnected } from '../../../core/network/model/network-state';
import { networkStatusAtom } from '../../../core/network/network-monitor';
import { onPageLeave } from '../../../core/page-leave';
import { useUserPreferences } from '../../../core/session/user-preferences';
import { appStore, useAtomValue } from '../../../core/state/jotai';
import { appearanceReadAt, setAppearance } from '../../../core/ui/appearance';
import { appearanceWithPending, lookFollowsPreferences } from '../model/preference-rules';
import { forgetSavedChangesShown, pendingPreferencesAtom } from '../state';

/**
 * Keeps the app's look in step with the user's Theme, Font Size and Accent Color: the preferences
 * (so a reload, even offline, looks as chosen) with any unsaved change that can be saved on top
 * (so a choice takes effect at once; one out of range does not). A page starts in the device's
 * last look and keeps it until the server's copy is read (`lookFollowsPreferences`), so this
 * reader always asks the server once per page. Renders nothing.
 */
export function AppearanceSync() {
  const preferences = useUserPreferences({ freshForMs: 0 });
  const pending = useAtomValue(pendingPreferencesAtom);
  const online = isConnected(useAtomValue(networkStatusAtom));
  // Sign-out empties the pending changes, which renders this again with the user's copy still in
  // hand: it wrote their look back over the default the sign-out had just put back.
  const loggingOut = useAtomValue(loggingOutAtom);
  const signedIn = useAtomValue(sessionAtom) !== undefined;
  const follows = lookFollowsPreferences({
    fetchedAt: preferences.refreshedAt,
    lookReadAt: appearanceReadAt,
    serverUnavailable: !online || preferences.error !== undefined,
    changedHere: Object.keys(pending).length > 0,
    userLeaving: loggingOut || !signedIn,
  });
  useEffect(() => {
    if (!preferences.data) return;
    if (follows) setAppearance(appearanceWithPending(preferences.data, pending));
    // A saved change this copy shows is no longer pending: the copy and the change are one look.
    forgetSavedChangesShown(preferences.data);
  }, [follows, preferences.data, pending]);
  // The look above is kept once React has rendered the change; a reload right after the choice
  // (a busy tablet) can come first, and the reloaded page then showed the old Font Size until the
  // server's copy was read (a CI failure under load). A page that goes with a change of its own
  // not yet drawn keeps it now.
  const shownPreferences = useRef(preferences.data);
  useEffect(() => {
    shownPreferences.current = preferences.data;
  });
  useEffect(
    () =>
      onPageLeave(() => {
        const changes = appStore.get(pendingPreferencesAtom);
        const leaving = appStore.get(loggingOutAtom) || appStore.get(sessionAtom) === undefined;
        if (shownPreferences.current && Object.keys(changes).length > 0 && !leaving)
          setAppearance(appearanceWithPending(shownPreferences.current, changes));
      }),
    [],
  );
  return null;
}
