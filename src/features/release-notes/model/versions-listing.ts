/**
 * What the Versions pane lists at the moment: the unsaved draft on top (if any), then the versions
 * of the pages loaded so far, in order. `loaded`: the first page has come back (from the device's
 * cache or the server); until then the list says nothing about the selection. `answeredAt`: when
 * the server answered the first page (epoch ms; the device's copy keeps it), where a version just
 * saved is listed.
 */
export interface VersionsListing<V> {
  loaded: boolean;
  versions: readonly V[];
  answeredAt?: number;
}

/** A page of versions as the pane has it, with when the server answered it (epoch ms). */
export interface ListedPage<V> {
  versions: readonly V[];
  answeredAt: number | undefined;
}

/** The listing of `pages` (one entry per requested page, undefined while loading). */
export function versionsListing<V>(
  leading: V | undefined,
  pages: readonly (ListedPage<V> | undefined)[],
): VersionsListing<V> {
  const listed = pages.flatMap((page) => page?.versions ?? []);
  return {
    loaded: pages[0] !== undefined,
    versions: leading === undefined ? listed : [leading, ...listed],
    answeredAt: pages[0]?.answeredAt,
  };
}

/**
 * The version to select when what the pane lists has changed (new filters, or a refresh): the
 * first listed one when the selected version is not listed any more, so the Changes pane never
 * shows the notes of a version the list no longer holds. Undefined keeps the selection: it is
 * listed, the first page has not come back yet, or nothing is listed (the filters left no version,
 * which the panes say; clearing them may list the selection again).
 *
 * A selection saved at `savedAt` (a draft just saved, selected with its new id) is kept until a
 * first page the server answered after it: one answered before cannot hold it, and the saved
 * draft lost its selection to the first listed version when such an answer was stored after the
 * save's (CI, stop 59).
 */
export function selectionAfterListing<V>(
  listing: VersionsListing<V>,
  isSelected: (version: V) => boolean,
  savedAt?: number,
): V | undefined {
  if (!listing.loaded || listing.versions.some(isSelected)) return undefined;
  if (savedAt !== undefined && !(listing.answeredAt !== undefined && listing.answeredAt > savedAt))
    return undefined;
  return listing.versions[0];
}
