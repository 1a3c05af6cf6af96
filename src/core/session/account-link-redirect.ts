import { notifications } from '@mantine/notifications';
import type { AccountInfo } from '../../contracts/session';
import { getSession } from '../auth/session-state';
import { hrefWithAcctId } from './model/account-href';
import { accountLinkCorrection } from './model/account-link-correction';

/**
 * How long the notice stays: longer than S1 §9's toasts (3 s), which answer what the user just did
 * and whose outcome the screen shows too. This one tells of something the app did on its own, so
 * it gives time to read it; the pointer on it holds it (Mantine), and its close button ends it.
 */
export const NOTICE_TIMEOUT_MS = 10_000;

/**
 * A link whose `?acctId=` the user cannot open (an admin's link opened by a supervisor, or a
 * malformed value) shows the account it falls back to: this answers the same address naming that
 * account, where the route guard redirects (a redirect replaces: no new history entry), and tells
 * the user once, in words (walkthrough 10, defect 5). The corrected address names a held account,
 * so its own guard passes it. Undefined when the address needs no change. Loaded by the guard only
 * for such an address: the launcher's first chunks stay as they were.
 */
export function addressOfAccountShown(accounts: readonly AccountInfo[], href: string): string | undefined {
  const { search } = new URL(href, 'https://app.invalid');
  const correction = accountLinkCorrection(accounts, search, getSession()?.user.selectedAccountId);
  if (!correction) return undefined;
  notifications.show({
    id: 'account-link',
    message: correction.notice,
    color: 'blue',
    autoClose: NOTICE_TIMEOUT_MS,
  });
  return hrefWithAcctId(href, correction.acctId);
}
