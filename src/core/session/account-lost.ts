import { notifications } from '@mantine/notifications';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { getSession, setSession } from '../auth/session-state';
import { writeCached } from '../cache/cache-store';
import { currentCacheOwner } from '../cache/read-through';
import { navigateTo } from '../navigation';
import { replayOutbox } from '../outbox/replay-on-demand';
import { appStore } from '../state/jotai';
import { NOTICE_TIMEOUT_MS } from './account-link-redirect';
import { accountsAtom, currentContextAccount } from './account-state';
import { hrefWithAcctId } from './model/account-href';
import { moveOffLostAccount } from './model/account-lost';
import { accountsRead, reloadUserContextForNewAccount } from './user-context';

/*
 * Loaded by the request layer only when the server refuses the context account (403
 * `accountNotHeld`): the launcher's first chunks stay as they were.
 */

const moves = new Map<number, Promise<void>>();

/**
 * The server said `lostId` is no longer the user's (an administrator moved them to another site):
 * the app reads their accounts again without the refused header, moves to one they hold, says so
 * once, and sends what waits in the outbox under it (docs/shell.md, "An account taken from the
 * user"). Every call refused meanwhile waits for the one move; a late refusal of an account the
 * app has already left does nothing. Answers whether the refused call (of `method`) goes again.
 */
export async function moveOffAccount(lostId: number, method: string): Promise<boolean> {
  let move = moves.get(lostId);
  if (!move) {
    move = moveOff(lostId).finally(() => moves.delete(lostId));
    moves.set(lostId, move);
  }
  await move.catch((error: unknown) => console.warn('The app could not move off a refused account', error));
  // A read is asked again in the account shown now (the page's read, the menu); not a write.
  const shown = currentContextAccount();
  return method === 'GET' && shown !== undefined && shown.acctId !== lostId;
}

async function moveOff(lostId: number): Promise<void> {
  if (currentContextAccount()?.acctId !== lostId) return;
  const lostName = appStore.get(accountsAtom).find((account) => account.acctId === lostId)?.acctName;
  const accounts = await appApi().call(shellEndpoints.accounts, { account: null });
  // Stored before the reload below, which reads the cached list first: keyed by the user alone.
  const userOwner = currentCacheOwner(accountsRead.scope);
  if (userOwner) await writeCached(userOwner, accountsRead.resource, accounts, Date.now());
  // The user switched to another account meanwhile (the switch carries the header of the account
  // switched to): their choice stands, and its own reload reads the accounts.
  const session = getSession();
  if (!session || currentContextAccount()?.acctId !== lostId) return;
  const { pathname, search, hash } = window.location;
  const move = moveOffLostAccount(accounts, search, session.user.selectedAccountId, {
    acctId: lostId,
    acctName: lostName,
  });
  appStore.set(accountsAtom, accounts);
  if (!move) return;
  if (move.selectedAccountId !== session.user.selectedAccountId)
    setSession({ ...session, user: { ...session.user, selectedAccountId: move.selectedAccountId } });
  notifications.show({
    id: 'account-link',
    message: move.notice,
    color: 'blue',
    autoClose: NOTICE_TIMEOUT_MS,
  });
  await reloadUserContextForNewAccount().catch(() => undefined);
  // Records refused for the account wait in the queue (classify-failure.ts): they go now.
  void replayOutbox({ force: true });
  // The page again, in the account shown: its guard runs for it (no account left: 406). Not when
  // the user switched to another account during the reload: the switch showed the page already.
  if (currentContextAccount()?.acctId !== move.shown?.acctId) return;
  const href = `${pathname}${search}${hash}`;
  navigateTo(move.shown ? hrefWithAcctId(href, move.shown.acctId) : href, { replace: true });
}
