import { accountInfo, authUser } from '../../../test/fixtures/shell-builders';
import { setSession } from '../auth/session-state';
import { NetworkStatus } from '../network/model/network-state';
import { networkStateAtom } from '../network/network-monitor';
import { accountsAtom } from '../session/account-state';
import { appStore } from '../state/jotai';

/** Test helper: `userId` signed in with `accountId` as the context account. */
export function signInAs(userId: number, accountId: number): void {
  setSession({
    user: authUser({ id: userId, name: `User ${userId}`, selectedAccountId: accountId }),
    refreshToken: `refresh-${userId}`,
    expiresAt: Date.now() + 3_600_000,
  });
  appStore.set(accountsAtom, [accountInfo(accountId)]);
}

export function signOutForTest(): void {
  setSession(undefined);
  appStore.set(accountsAtom, []);
}

/** Test helper: what the network banner would show. */
export function setNetwork(status: NetworkStatus): void {
  appStore.set(networkStateAtom, { status, failedProbes: status === NetworkStatus.disconnected ? 1 : 0 });
}
