import type { UsageLogRecord } from '../../contracts/usage';
import { getSession } from '../../core/auth/session-state';
import { enqueue } from '../../core/outbox/outbox';
import { accountsAtom } from '../../core/session/account-state';
import { contextAccountIdOf } from '../../core/session/model/account-link';
import { menuAtom } from '../../core/session/user-context';
import { appStore } from '../../core/state/jotai';
import type { UsageContext } from './model/usage-log';

/**
 * Who is acting, for a usage record: the signed-in user, the context account for this URL's
 * search (`?acctId=` wins, S1 §2.1; known before the accounts are: a bare page loads none) and the
 * browser. Undefined when nobody is signed in.
 */
export function currentUsageContext(search: string): UsageContext | undefined {
  const session = getSession();
  if (!session) return undefined;
  return {
    user: session.user,
    selectedAccountId: contextAccountIdOf(appStore.get(accountsAtom), search, session.user.selectedAccountId),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** The signed-in user's menu entries (empty until the user context has loaded). */
export const currentMenu = () => appStore.get(menuAtom)?.items ?? [];

/**
 * Queues the record in the outbox (IndexedDB): it survives reloads and offline spells, and the
 * usage hub sends it once connected ("queued until connected, then flushed", S1 §4).
 */
export async function queueUsageLog(record: UsageLogRecord): Promise<void> {
  try {
    await enqueue('usage', record);
  } catch (error) {
    // Logging must never disturb the user: a record that cannot even be queued is only reported.
    console.warn('Usage log: the record could not be queued', error);
  }
}
