/**
 * The page help is keyed by (GET Help/Pages/{pageName}): the first path segment in lower case,
 * `home` for the root. `/labor-planning?acctId=1` → `labor-planning`. Undefined for paths that
 * are no page name (the server would refuse them).
 */
export function pageNameOf(pathname: string): string | undefined {
  const first = pathname.split('/').find((segment) => segment !== '') ?? 'home';
  const name = decodeURIComponentSafe(first).toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(name) ? name : undefined;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
