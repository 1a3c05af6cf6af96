import { ClaimType, claimValue } from '../../contracts/claims';
import type { AppType, MenuItem } from '../../contracts/menu';
import { isPathAtOrUnder, menuItemPath } from '../../contracts/menu-tree';
import { matchRouteOrArea } from '../../contracts/routes';
import { canSelectUser } from '../../contracts/settings';
import type { UsageLogRecord } from '../../contracts/usage';
import type { UserProfile } from '../users/user-store';

/**
 * A menu entry as the app rule reads it: its type, title and external link, and the in-app path
 * it opens, worked out once per hub call (`menuApps`), not once per record.
 */
export interface MenuApp {
  appType: AppType;
  title: string;
  extLink: string | null;
  /** `menuItemPath` of the entry: undefined when it opens no in-app path. */
  path: string | undefined;
}

/** The entries as the app rule reads them. */
export const menuApps = (
  entries: readonly Pick<MenuItem, 'id' | 'title' | 'appType' | 'url' | 'extLink' | 'extLinkNewTab'>[],
): MenuApp[] =>
  entries.map((entry) => ({
    appType: entry.appType,
    title: entry.title,
    extLink: entry.extLink,
    path: menuItemPath(entry),
  }));

/**
 * What the server holds about the record's user, read fresh for each hub call (a connection lives
 * for hours; an account or an impersonation may change meanwhile). The menu and the user lookup
 * are asked for only when a record needs them.
 */
export interface UsageRecordHolder {
  profile: UserProfile;
  /** Every entry of the user's menu as `GET Common/Menu` gives it, pages included (flattened). */
  menuEntries: () => readonly MenuApp[];
  userExists: (userId: number) => boolean;
}

/** A canonical positive integer: `5`, never `05`, ` 5`, `5.0` or `0x5`. */
const wholeNumber = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : undefined);

/**
 * The record with its context account as the server can vouch for it: an account the user does not
 * hold (any more: an administrator moved them while the record waited in the outbox, or a bare page
 * logged the device's selection before it learnt of the move) is left out, not refused. The visit
 * happened and is kept; it is attributed to no account rather than to one the user may not claim
 * (docs/api.md). Before, such a record was refused, and the app dropped the visit.
 */
export function withHeldAccount(record: UsageLogRecord, { profile }: UsageRecordHolder): UsageLogRecord {
  const account = record.contextAccountID;
  if (account === null || profile.accounts.some((held) => held.acctId === account)) return record;
  return { ...record, contextAccountID: null };
}

/**
 * The role fields as the app fills them (`loggedRole`): one role's id and name, or, without a
 * selected role, several joined by commas in the same order; both empty for a user with no role.
 * Every id must be a role the user holds, and the names must be those roles' names.
 */
function roleProblem(record: UsageLogRecord, { profile }: UsageRecordHolder): string | undefined {
  const { roleID, roleName } = record;
  if (roleID === '' && roleName === '') return undefined;
  const names: string[] = [];
  for (const part of roleID.split(',')) {
    const held = profile.roles.find((role) => role.roleId === wholeNumber(part));
    if (!held)
      return `record.roleID: ${part === '' ? 'an empty role' : `role ${part}`} is not one of your roles.`;
    names.push(held.roleName);
  }
  const expected = names.join(',');
  if (roleName !== expected)
    return `record.roleName: '${roleName}' is not the name of role ${roleID} ('${expected}').`;
  return undefined;
}

/**
 * `impersonatedUserID` is the UserId claim the app held. It stands when it is the impersonation the
 * server holds now, or, for a user who may impersonate (`feature:userselection`), another existing
 * user: a record made before the impersonation was changed (on another device, or while the hub
 * was away) is still the truth of its moment. Anyone else claiming an impersonation is refused.
 */
function impersonationProblem(record: UsageLogRecord, holder: UsageRecordHolder): string | undefined {
  const claimed = record.impersonatedUserID;
  if (claimed === null) return undefined;
  const { profile } = holder;
  if (claimed === claimValue(profile.claims, ClaimType.userId)) return undefined;
  const userId = wholeNumber(claimed);
  const mayHaveImpersonated =
    canSelectUser(profile.claims) &&
    userId !== undefined &&
    userId !== profile.id &&
    holder.userExists(userId);
  if (mayHaveImpersonated) return undefined;
  return `record.impersonatedUserID: you are not impersonating user ${claimed}.`;
}

/** Whether the menu entry is what the app logs for `appUrl`: the path it opens, or its external link. */
const entryCovers = (entry: MenuApp, appUrl: string) => {
  if (entry.path !== undefined) return isPathAtOrUnder(appUrl, entry.path);
  return entry.extLink !== null && entry.extLink !== '' && entry.extLink === appUrl;
};

/**
 * `group` and `appName` name the menu entry the path belongs to (contracts/usage.ts): with a group,
 * an entry of the user's own menu with that type and title that opens `appUrl`. Without one the
 * path is no menu entry, and `appName` is the title the route table gives the path, or null. The
 * path itself is free: a user may type any address, and the record says where they went.
 */
function appProblem(record: UsageLogRecord, holder: UsageRecordHolder): string | undefined {
  const { group, appName, appUrl } = record;
  if (group === null) {
    if (appName === null) return undefined;
    const title = matchRouteOrArea(appUrl.split(/[?#]/, 1)[0] ?? '')?.route.title;
    if (appName === title) return undefined;
    return `record.appName: '${appName}' is not the page at ${appUrl} (without a group, the app name is the page's title).`;
  }
  const granted = holder
    .menuEntries()
    .some((entry) => entry.appType === group && entry.title === appName && entryCovers(entry, appUrl));
  if (granted) return undefined;
  return `record.appName: '${appName ?? ''}' (${group}) at ${appUrl} is not an app of your menu.`;
}

/**
 * Why the server refuses to store this record in its user's name, or undefined: the same rules as
 * the HTTP API (a role or impersonation the user does not hold; an app outside their menu; an
 * account not held is left out instead, `withHeldAccount`). The first problem found, as
 * '{field}: {problem}'.
 */
export function usageRecordProblem(record: UsageLogRecord, holder: UsageRecordHolder): string | undefined {
  return roleProblem(record, holder) ?? impersonationProblem(record, holder) ?? appProblem(record, holder);
}
