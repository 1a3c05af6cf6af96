import { useEffect } from 'react';
import { useUserPreferences } from '../../../core/session/user-preferences';
import { useAtomValue } from '../../../core/state/jotai';
import { setAppearance } from '../../../core/ui/appearance';
import { appearanceFrom, withPendingValues } from '../model/preference-rules';
import { pendingPreferencesAtom } from '../state';

/**
 * Keeps the app's look in step with the user's Theme, Font Size and Accent Color: the cached
 * preferences (so a reload, even offline, looks as chosen) with any unsaved change on top (so a
 * choice takes effect at once). Renders nothing.
 */
export function AppearanceSync() {
  const preferences = useUserPreferences();
  const pending = useAtomValue(pendingPreferencesAtom);
  useEffect(() => {
    if (preferences.data) setAppearance(appearanceFrom(withPendingValues(preferences.data, pending)));
  }, [preferences.data, pending]);
  return null;
}
