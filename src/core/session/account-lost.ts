import { notifications } from '@mantine/notifications';
import type { AccountInfo } from '../../contracts/session';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { getSession, setSession } from '../auth/session-state';
import { writeCached } from '../cache/cache-store';
import { currentCacheOwner } from '../cache/read-through';
import { navigateTo } from '../navigation';
import { replayOutbox } from '../outbox/replay-on-demand';
import { appStore } from '../state/jotai';
import { NOTICE_TIMEOUT_MS } from './account-link-redirect';
import { accountNamesSeen, accountsAtom, currentContextAccount, requestedAccountId } from './account-state';
import { accountSwitchUnderWay } from './account-switch';
import { hrefWithAcctId } from './model/account-href';
import { moveOffLostAccount } from './model/account-lost';
import { accountsRead, reloadUserContextForNewAccount } from './user-context';

/*
 * Loaded by the request layer only when the server refuses the context account (403
 * `accountNotHeld`): the launcher's first chunks stay as they were.
 */

const moves = new Map<number, Promise<void>>();

/** One move per account: a refusal and a renewal that learned of the same loss wait for each other. */
function moveOnce(lostId: number, move: () => Promise<void>): Promise<void> {
  let moving = moves.get(lostId);
  if (!moving) {
    moving = move().finally(() => moves.delete(lostId));
    moves.set(lostId, moving);
  }
  return moving.catch((error: unknown) =>
    console.warn('The app could not move off a refused account', error),
  );
}

/**
 * The server said `lostId` is no longer the user's (an administrator moved them to another site):
 * the app reads their accounts again without the refused header, moves to one they hold, says so
 * once, and sends what waits in the outbox under it (docs/shell.md, "An account taken from the
 * user"). Every call refused meanwhile waits for the one move; a late refusal of an account the
 * app has already left does nothing. Answers whether the refused call (of `method`) goes again.
 */
export async function moveOffAccount(lostId: number, method: string): Promise<boolean> {
  await moveOnce(lostId, () => moveOff(lostId));
  // A read is asked again in the account shown now (the page's read, the menu); not a write.
  const shown = currentContextAccount();
  return method === 'GET' && shown !== undefined && shown.acctId !== lostId;
}

/**
 * A renewal answered another account than the one this device had selected (`left`;
 * `selectionLeftByRenewal`). The server answers a selected account the user no longer holds as the
 * first one they hold, so a renewal made before any request was refused moved the device without a
 * word. The accounts are read again: when `left` is gone, the app says so and moves as after a
 * refusal (the same notice, the page shown again there, the selection saved at the server); when it
 * is still held, nothing is said (the server kept another selection: the screen follows the
 * renewal, as before). `renewedTo`: the account the renewal selected. A refusal of the same
 * account meanwhile waits for this move, and this one for a refusal's.
 */
export function followRenewedAccount(left: number, renewedTo: number | null): Promise<void> {
  return moveOnce(left, () => moveOff(left, renewedTo));
}

/**
 * The user's accounts, read again in the background, no longer hold `dropped`, the account shown
 * (user-context.ts): the screen fell back to the first one held without a word when that read
 * landed before any request naming the account was refused (a reload after the account was taken;
 * a CI run, 2026-11-30). Said and followed as a refusal of it is, once: a refusal meanwhile waits
 * for this move, and the other way round.
 */
export function followAccountDropped(dropped: AccountInfo): Promise<void> {
  return moveOnce(dropped.acctId, () => moveOff(dropped.acctId, undefined, dropped));
}

/**
 * `renewedTo`: the move follows a renewal that selected that account (undefined: a refusal of the
 * context account). `dropped`: it follows the accounts read again without it. It gives way to an
 * account switch the user made meanwhile.
 */
async function moveOff(lostId: number, renewedTo?: number | null, dropped?: AccountInfo): Promise<void> {
  const fromRenewal = renewedTo !== undefined;
  // A refusal: still showing the account refused? A renewal: still on the selection it answered?
  // A list without it: still selected, or named by the address? Neither while the user's own
  // switch is under way: its choice stands, and its reload reads the accounts.
  const stillToMove = () =>
    !accountSwitchUnderWay() &&
    (fromRenewal
      ? getSession()?.user.selectedAccountId === renewedTo
      : dropped
        ? getSession()?.user.selectedAccountId === lostId || requestedAccountId() === String(lostId)
        : currentContextAccount()?.acctId === lostId);
  if (!stillToMove()) return;
  const lostName = dropped?.acctName ?? accountNamesSeen.get(lostId);
  const accounts = await appApi().call(shellEndpoints.accounts, { account: null });
  // Stored before the reload below, which reads the cached list first: keyed by the user alone.
  const userOwner = currentCacheOwner(accountsRead.scope);
  if (userOwner) await writeCached(userOwner, accountsRead.resource, accounts, Date.now());
  // The user switched to another account meanwhile (the switch carries the header of the account
  // switched to): their choice stands, and its own reload reads the accounts.
  const session = getSession();
  if (!session || !stillToMove()) return;
  const { pathname, search, hash } = window.location;
  // After a renewal the device's own selection was the account it left, not the server's answer.
  const selectedBefore = fromRenewal ? lostId : session.user.selectedAccountId;
  const move = moveOffLostAccount(accounts, search, selectedBefore, { acctId: lostId, acctName: lostName });
  appStore.set(accountsAtom, accounts);
  if (!move) return;
  if (move.selectedAccountId !== session.user.selectedAccountId)
    setSession({ ...session, user: { ...session.user, selectedAccountId: move.selectedAccountId } });
  // Sent before anything else can happen, so a switch the user makes next lands after it.
  const saved = move.saveSelection && move.shown ? saveSelection(move.shown) : Promise.resolve();
  notifications.show({
    id: 'account-link',
    message: move.notice,
    color: 'blue',
    autoClose: NOTICE_TIMEOUT_MS,
  });
  await reloadUserContextForNewAccount().catch(() => undefined);
  // Records refused for the account wait in the queue (classify-failure.ts): they go now.
  void replayOutbox({ force: true });
  await saved;
  // The page again, in the account shown: its guard runs for it (no account left: 406). Not when
  // the user switched to another account during the reload: the switch showed the page already.
  if (currentContextAccount()?.acctId !== move.shown?.acctId) return;
  const href = `${pathname}${search}${hash}`;
  navigateTo(move.shown ? hrefWithAcctId(href, move.shown.acctId) : href, { replace: true });
}

/**
 * The account moved to is saved as this sign-in's selection (`PUT Common/SelectedAccount`, made in
 * that account, as a switch is): the server still stored the lost one and answered its own
 * fallback, the first account held, so a device that moved elsewhere (the address named another
 * account it holds) was moved again by its next renewal, without a word; and the lost account
 * given back would have taken the device back to it. A failure (offline) changes nothing shown:
 * the next renewal may then answer the server's fallback.
 */
async function saveSelection(account: AccountInfo): Promise<void> {
  try {
    await appApi().call(shellEndpoints.selectAccount, {
      body: { acctId: account.acctId },
      account,
      background: true,
    });
  } catch (error) {
    console.warn('The account moved to could not be saved at the server', error);
  }
}
