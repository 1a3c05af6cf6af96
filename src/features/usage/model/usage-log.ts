import { ClaimType, claimValue } from '../../../contracts/claims';
import type { MenuItem } from '../../../contracts/menu';
import { matchRouteOrArea } from '../../../contracts/routes';
import type { AuthUser } from '../../../contracts/session';
import type { AppUsageEntry, UsageLogRecord } from '../../../contracts/usage';
import { activeEntry } from '../../../core/menu/active-entry';

/** Navigation under these first path segments is never logged (S1 §7). */
export const UNLOGGED_ROUTE_PREFIXES = ['device', 'display', 'external-form', 'development'] as const;

/** Logged for an error route whose code is not a number (`/error/browser`). */
export const NON_NUMERIC_ERROR_STATUS = 0;
export const OK_STATUS = 200;

/** Who is navigating: the parts of a usage record that come from the session, not the path. */
export interface UsageContext {
  user: AuthUser;
  selectedAccountId: number | null;
  userAgent: string;
}

export interface NavigationUsageInput extends UsageContext {
  pathname: string;
  /** `location.search`, with or without the leading `?`; '' when none. */
  search: string;
  /** The user's menu, to find the app by url. */
  menu: readonly MenuItem[];
}

type SessionFields = Pick<
  UsageLogRecord,
  'contextAccountID' | 'roleID' | 'roleName' | 'userAgent' | 'clientIP' | 'impersonatedUserID' | 'userID'
>;

/** The role logged: the selected one, else every role id and every role name joined by commas. */
export function loggedRole(user: AuthUser): Pick<UsageLogRecord, 'roleID' | 'roleName'> {
  if (user.selectedRoleId !== null) {
    const selected = user.roles.find((r) => r.roleId === user.selectedRoleId);
    return { roleID: String(user.selectedRoleId), roleName: selected?.roleName ?? '' };
  }
  return {
    roleID: user.roles.map((r) => r.roleId).join(','),
    roleName: user.roles.map((r) => r.roleName).join(','),
  };
}

function sessionFields({ user, selectedAccountId, userAgent }: UsageContext): SessionFields {
  return {
    contextAccountID: selectedAccountId,
    ...loggedRole(user),
    userAgent,
    clientIP: null,
    impersonatedUserID: claimValue(user.claims, ClaimType.userId) ?? null,
    userID: user.id,
  };
}

/** The path's segments without the leading slash: `/reports/a/b` → `['reports', 'a', 'b']`. */
const segmentsOf = (pathname: string) => pathname.replace(/^\/+/, '').split('/');

/** The value of an `id=` part: the `id` query parameter, else a path part `id=123` (also `;id=123`). */
export function itemIdFromIdPart(pathname: string, search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('id');
  if (fromQuery) return fromQuery;
  const fromPath = /(?:^|[/;&])id=([^/;&?#]+)/.exec(pathname)?.[1];
  return fromPath === undefined ? undefined : decodeURIComponent(fromPath);
}

/** 200, or for `/error/{code}` the code (0 when it is not a number, e.g. `browser`). */
export function statusCodeFor(pathname: string): number {
  const [first, code = ''] = segmentsOf(pathname);
  if (first?.toLowerCase() !== 'error') return OK_STATUS;
  return /^\d+$/.test(code) ? Number(code) : NON_NUMERIC_ERROR_STATUS;
}

/**
 * The usage record for a navigation (S1 §6–7), or null when it is not logged: the first segment
 * is device, display, external-form or development, or it is home or empty. The app is the
 * menu entry the page belongs to, by path and query, the one the sidebar highlights
 * (`activeEntry`: `/pbi-report?id=14` is the report with id 14, not the first on /pbi-report),
 * else the route's title, with no group; for Forms and Reports apps
 * segments 3 and 4 are the sub-route and item id; an `id=` part gives the item id (it wins).
 */
export function usageLogForNavigation(input: NavigationUsageInput): UsageLogRecord | null {
  const { pathname, search, menu } = input;
  const segments = segmentsOf(pathname);
  const first = (segments[0] ?? '').split(';')[0]?.toLowerCase() ?? '';
  if (first === '' || first === 'home') return null;
  if ((UNLOGGED_ROUTE_PREFIXES as readonly string[]).includes(first)) return null;

  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  const entry = activeEntry(menu, `${pathname}${query}`);
  const group = entry?.appType ?? null;
  const formOrReport = group === 'Forms' || group === 'Reports';
  return {
    ...sessionFields(input),
    group,
    appName: entry?.title ?? matchRouteOrArea(pathname)?.route.title ?? null,
    appUrl: `${pathname}${query}`,
    statusCode: statusCodeFor(pathname),
    subRoute: (formOrReport && segments[2]) || null,
    itemID: itemIdFromIdPart(pathname, search) ?? ((formOrReport && segments[3]) || null),
  };
}

/** The usage record of a launch the router does not see (an external link in a new window). */
export function usageLogForAppLaunch(entry: AppUsageEntry, context: UsageContext): UsageLogRecord {
  return { ...sessionFields(context), ...entry, statusCode: OK_STATUS, subRoute: null };
}
