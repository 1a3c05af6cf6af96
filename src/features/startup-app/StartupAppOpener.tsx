import { useEffect } from 'react';
import { onSignOut } from '../../core/auth/sign-out';
import { navigateTo } from '../../core/navigation';
import { menuAtom } from '../../core/session/user-context';
import { useUserPreferences } from '../../core/session/user-preferences';
import { useAtomValue } from '../../core/state/jotai';
import { type StartupState, startupStep } from './model/startup-app';

/** Per tab: a new tab or window (an installed app's launch) starts pending, a reload does not. */
const STATE_KEY = 'ops.startupApp';

const readState = (): StartupState =>
  sessionStorage.getItem(STATE_KEY) === 'settled' ? 'settled' : 'pending';

// The next person to sign in on this tab starts again.
onSignOut(() => sessionStorage.removeItem(STATE_KEY));

/**
 * Opens the user's Startup App (S2 §3 AppSelector) in place of Home when Home is the first
 * signed-in page of the tab: docs/settings.md says when, and why only then.
 */
export function StartupAppOpener({ path, search }: { path: string; search: string }) {
  const preferences = useUserPreferences().data;
  const menu = useAtomValue(menuAtom);

  useEffect(() => {
    const step = startupStep({ state: readState(), path, preferences, menu, search });
    if (step.state === 'settled') sessionStorage.setItem(STATE_KEY, 'settled');
    if (step.open) navigateTo(step.open, { replace: true });
  }, [path, search, preferences, menu]);

  return null;
}
