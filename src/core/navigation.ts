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
