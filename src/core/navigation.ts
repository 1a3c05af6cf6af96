/**
 * Lets core code (the request layer, sign-out) move the app without importing the router,
 * which imports every route and so, indirectly, core itself.
 */
type Navigate = (href: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (href) => window.location.assign(href);

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  navigator(href, options);
}

/** Only same-origin app paths may be used as a return target (no open redirects). */
export function safeReturnPath(target: unknown, fallback = '/home'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.startsWith('/sign-in') || target.startsWith('/callback')) return fallback;
  return target;
}

/**
 * The error page for a failure at the page whose query is `search` ('' or '?…'): the query goes
 * with it, as every navigation keeps it (S1 §2.1), so its Return Home stays in the account a link
 * named (`?acctId=`, walkthroughs 28 O2 and 29 O10).
 */
export const errorAddress = (code: string, search: string) => `/error/${code}${search}`;
