import { useEffect } from 'react';
import { onSignOut } from '../../core/auth/sign-out';
import { navigateTo } from '../../core/navigation';
import { menuAtom } from '../../core/session/user-context';
import { useUserPreferences } from '../../core/session/user-preferences';
import { useAtomValue } from '../../core/state/jotai';
import { readStoredText, writeStoredText } from '../../core/state/parsed-storage';
import { type StartupState, startupStep } from './model/startup-app';

/**
 * Per tab: a new tab or window (an installed app's launch) starts pending, a reload does not. A tab
 * whose sessionStorage refuses it keeps the mark for the page only (core/state/parsed-storage.ts).
 */
const STATE_KEY = 'ops.startupApp';

const readState = (): StartupState =>
  readStoredText(STATE_KEY, 'session') === 'settled' ? 'settled' : 'pending';

// The next person to sign in on this tab starts again.
onSignOut(() => {
  writeStoredText(STATE_KEY, undefined, 'session');
});

/**
 * Opens the user's Startup App (S2 §3 AppSelector) in place of Home when Home is the first
 * signed-in page of the tab: docs/settings.md says when, and why only then.
 */
export function StartupAppOpener({ path, search }: { path: string; search: string }) {
  const preferences = useUserPreferences().data;
  const menu = useAtomValue(menuAtom);

  useEffect(() => {
    const step = startupStep({ state: readState(), path, preferences, menu, search });
    if (step.state === 'settled') writeStoredText(STATE_KEY, 'settled', 'session');
    if (step.open) navigateTo(step.open, { replace: true });
  }, [path, search, preferences, menu]);

  return null;
}
