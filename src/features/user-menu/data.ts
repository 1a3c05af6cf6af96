import type { AuthUser } from '../../contracts/session';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';
import { getSession, setSession } from '../../core/auth/session-state';
import { navigateTo } from '../../core/navigation';
import { accountsAtom } from '../../core/session/account-state';
import { asAccountSwitch } from '../../core/session/account-switch';
import { hrefWithAcctId } from '../../core/session/model/account-href';
import {
  ensureUserContext,
  forgetUserContext,
  reloadUserContextForNewAccount,
} from '../../core/session/user-context';
import { appStore } from '../../core/state/jotai';
import { selectionAfterSwitch } from './model/user-menu-rules';

/**
 * Takes the server's new selection into the session, reloads the user context for it (menu and
 * roles are keyed by account and role; after an account change the accounts list is asked of the
 * server again too, S2 Settings) and shows the current page again, so its guard runs for the new
 * selection. Only the switched half of the selection is taken from the answer
 * (`selectionAfterSwitch`): the session's token may have been renewed while the call was out, and
 * the other half may be the server's idea of it, not this device's.
 */
async function applySelection(
  answer: AuthUser,
  nextHref: string,
  changed: 'account' | 'role',
): Promise<void> {
  const session = getSession();
  if (!session) return;
  setSession({
    ...session,
    user: { ...session.user, ...selectionAfterSwitch(session.user, answer, changed) },
  });
  const held = appStore.get(accountsAtom);
  let reloaded: Promise<unknown>;
  if (changed === 'account') reloaded = reloadUserContextForNewAccount();
  else {
    forgetUserContext();
    reloaded = ensureUserContext();
  }
  // Forgetting the context empties the accounts until the new ones land, and the title bar draws
  // the user button only with accounts (`userButtonOpensMenu`): the button went and came back as a
  // new one, and the focus the closing menu gave back to the old one fell to the page's body
  // (walkthrough 12, D1). The accounts held stay shown (the menu's list, disabled while switching)
  // until the new list replaces them.
  appStore.set(accountsAtom, held);
  await reloaded;
  navigateTo(nextHref);
}

/**
 * PUT Common/SelectedAccount, then the new account's context; `href` is the page shown. Made in the
 * account switched to (its `X-Account-Id`), not the one being left: that one may be the reason for
 * the switch, taken from the user at the server (walkthrough 11), and the switch must still work.
 */
export function switchAccount(acctId: number, href: string): Promise<void> {
  // Under way, the app's own move off a lost account gives way to it (core/session/account-switch.ts).
  return asAccountSwitch(async () => {
    const account = appStore.get(accountsAtom).find((held) => held.acctId === acctId);
    const answer = await appApi().call(shellEndpoints.selectAccount, { body: { acctId }, account });
    await applySelection(answer, hrefWithAcctId(href, acctId), 'account');
  });
}

/** PUT Common/SelectedRole, then the new role's context; `href` is the page shown. */
export async function switchRole(roleId: number, href: string): Promise<void> {
  const answer = await appApi().call(shellEndpoints.selectRole, { body: { roleId } });
  await applySelection(answer, href, 'role');
}
