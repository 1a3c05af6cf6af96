import { useEffect } from 'react';
import { useUserPreferences } from '../../../core/session/user-preferences';
import { useAtomValue } from '../../../core/state/jotai';
import { setAppearance } from '../../../core/ui/appearance';
import { appearanceWithPending } from '../model/preference-rules';
import { pendingPreferencesAtom } from '../state';

/**
 * Keeps the app's look in step with the user's Theme, Font Size and Accent Color: the cached
 * preferences (so a reload, even offline, looks as chosen) with any unsaved change that can be
 * saved on top (so a choice takes effect at once; one out of range does not). Renders nothing.
 */
export function AppearanceSync() {
  const preferences = useUserPreferences();
  const pending = useAtomValue(pendingPreferencesAtom);
  useEffect(() => {
    if (preferences.data) setAppearance(appearanceWithPending(preferences.data, pending));
  }, [preferences.data, pending]);
  return null;
}
