import type { Session } from '../../contracts/session';
import { appApi } from '../api/app-api';
import { HANDOVER_RELOAD_KEY } from '../auth/session-handover';
import { baseSessionAtom, getSession, sessionAtom } from '../auth/session-state';
import { signOut } from '../auth/sign-out';
import { leaveForPage } from '../outbox/outbox';
import { appStore } from '../state/jotai';
import { writeStored } from '../state/parsed-storage';
import { unsavedWorkAtom } from '../unsaved-work/unsaved-work-state';
import { homeKeepingContext } from './home-keeping-context';
import { otherDeviceReloadMessage } from './model/other-device-reload';
import {
  MERGE_ROLES_CHANGED_MESSAGE,
  selectionLeftByRenewal,
  sessionChangeFromElsewhere,
} from './model/session-change';

/*
 * An impersonation or a Merge Roles change made on another device (walkthrough 15, D3): the server
 * keeps both per user, and this device's session takes them at its next renewal. Until 2026-11-30
 * the page took them as they came, mid-page, with no reload and no word, and logged usage under
 * the old state until then. Now the page does what the device that made the change did. Loaded with
 * the menu's return listener (user-context-on-return.ts), off the launcher's first chunks. It also
 * says a renewal's move off an account or role taken from the user (`followSelectionLeft`).
 */

let started = false;

/**
 * Follows every session this tab takes (its renewals, another tab's renewal taken up): a new token
 * bringing another impersonation starts the app over at /home with a note (S2 §2, as on the
 * device that chose it); one bringing merged roles, or roles no longer merged, signs out with the
 * reason, as the device that saved it was (its dialog: 'takes effect after you sign in again').
 */
export function startFollowingSessionChanges(): void {
  if (started) return;
  started = true;
  let shown = appStore.get(sessionAtom);
  // A page loaded with a lapsed token renewed with its first call, before this listened: a move
  // off a lost account or role by that renewal is said as any other (docs/shell.md).
  followSelectionLeft(baseSessionAtom.init, shown);
  appStore.sub(sessionAtom, () => {
    const next = appStore.get(sessionAtom);
    const before = shown;
    const change = sessionChangeFromElsewhere(before, next);
    shown = next;
    if (change === 'impersonation') {
      // The page loaded again at /home says why, and what unsaved work it lost, if any
      // (features/banners, handover-reload.ts).
      writeStored(HANDOVER_RELOAD_KEY, otherDeviceReloadMessage(appStore.get(unsavedWorkAtom)), 'session');
      void leaveForPage(homeKeepingContext());
    } else if (change === 'mergeRoles') void signOut(MERGE_ROLES_CHANGED_MESSAGE);
    else followSelectionLeft(before, next);
  });
}

/**
 * A renewal that moved the selection off an account or role taken from the user (the server
 * answers its fallback, the first one held) is said and followed as a refusal of it is
 * (docs/shell.md, "An account taken from the user", "The selected role taken away"): it used to
 * move the device without a word when it came before any refused request. The moves' modules load
 * only then.
 */
function followSelectionLeft(before: Session | undefined, after: Session | undefined): void {
  const left = selectionLeftByRenewal(before, after);
  if (!left || !before || !after) return;
  const failed = (error: unknown) => console.warn('The app could not follow a renewed selection', error);
  if (left.account !== undefined) {
    const account = left.account;
    import('./account-lost')
      .then((m) => m.followRenewedAccount(account, after.user.selectedAccountId))
      .catch(failed);
  }
  if (left.role !== undefined)
    import('./user-context-repair').then((m) => m.followRenewedRole(before.user)).catch(failed);
}

/**
 * A page shown again asks the server how the session stands now (a renewal: the one answer that
 * carries the claims and roles), so a change made on another device while the user was away is
 * followed before they act, not up to a token's life later. Signed out, nothing (a renewal
 * without a session would sign out); a failure (offline) is left to the next renewal.
 */
export function renewOnReturn(): Promise<void> {
  if (!getSession()) return Promise.resolve();
  return appApi()
    .renew()
    .then(
      () => undefined,
      () => undefined,
    );
}
