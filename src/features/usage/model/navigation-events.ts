/** What the usage feature reads of a resolved router navigation. */
export interface ResolvedNavigation {
  /** False when the router only re-ran the same location (a retry, an invalidation). */
  hrefChanged: boolean;
  toLocation: { pathname: string; searchStr: string };
}

/**
 * Whether a resolved navigation is a visit worth a usage record (before the path rules of
 * `usageLogForNavigation`): a new location, or the user re-navigating to the URL already shown
 * (S1 §2.1 reloads it, and the original logged every completed navigation). Re-runs of the same
 * location for other reasons (an error page's retry) are not visits.
 */
export function isVisit(event: Pick<ResolvedNavigation, 'hrefChanged'>, reloadRequested: boolean): boolean {
  return event.hrefChanged || reloadRequested;
}
