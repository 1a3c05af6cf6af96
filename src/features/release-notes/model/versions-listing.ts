/**
 * What the Versions pane lists at the moment: the unsaved draft on top (if any), then the versions
 * of the pages loaded so far, in order. `loaded`: the first page has come back (from the device's
 * cache or the server); until then the list says nothing about the selection.
 */
export interface VersionsListing<V> {
  loaded: boolean;
  versions: readonly V[];
}

/** The listing of `pages` (one entry per requested page: its versions, or undefined while loading). */
export function versionsListing<V>(
  leading: V | undefined,
  pages: readonly (readonly V[] | undefined)[],
): VersionsListing<V> {
  const listed = pages.flatMap((page) => page ?? []);
  return { loaded: pages[0] !== undefined, versions: leading === undefined ? listed : [leading, ...listed] };
}

/**
 * The version to select when what the pane lists has changed (new filters, or a refresh): the
 * first listed one when the selected version is not listed any more, so the Changes pane never
 * shows the notes of a version the list no longer holds. Undefined keeps the selection: it is
 * listed, the first page has not come back yet, or nothing is listed (the filters left no version,
 * which the panes say; clearing them may list the selection again).
 */
export function selectionAfterListing<V>(
  listing: VersionsListing<V>,
  isSelected: (version: V) => boolean,
): V | undefined {
  if (!listing.loaded || listing.versions.some(isSelected)) return undefined;
  return listing.versions[0];
}
