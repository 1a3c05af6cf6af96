import { type Claim, isAdmin, isSystemAdmin, PermissionLevel, permissionsOf } from './claims';
import {
  type AccessLevel,
  type AppOption,
  type ReleaseFilters,
  type ReleaseNote,
  type VersionStatus,
  versionStatuses,
} from './release-notes';
import { plainText } from './rich-text';
import { foldedSearch, holdsSearch } from './search-fold';

/**
 * Who sees which release notes (S2 §6), applied by the reference server and available to the
 * client: system admins see every version, everyone else the Active ones only; notes show for the
 * apps a user holds a permission for, at an access level the user's level reaches.
 */

/** The statuses a versions query may return: what a system admin asked for, else Active only. */
export function visibleVersionStatuses(
  claims: readonly Claim[],
  requested: readonly VersionStatus[] = [],
): VersionStatus[] {
  if (!isSystemAdmin(claims)) return ['Active'];
  return requested.length > 0 ? [...new Set(requested)] : [...versionStatuses];
}

/** A note's access level as a permission level (S2 §3); no level ('Any') reads as Limited. */
export const accessLevelRank: Record<AccessLevel, PermissionLevel> = {
  admin: PermissionLevel.Admin,
  user: PermissionLevel.User,
  limited: PermissionLevel.Limited,
};

/** The reader of release notes: everything (authors), or a permission level per app. */
export type NoteReader = { everything: true } | { everything: false; levels: ReadonlyMap<string, number> };

/**
 * Admins and system admins author notes, so they read all of them. Anyone else reads an app at
 * the best (lowest) level of its `permissions:{app}.{level}` claims; a `*` claim counts as User.
 */
export function noteReaderOf(claims: readonly Claim[]): NoteReader {
  if (isAdmin(claims) || isSystemAdmin(claims)) return { everything: true };
  const levels = new Map<string, number>();
  for (const { area, level } of permissionsOf(claims)) {
    const value = level === '*' ? PermissionLevel.User : Number(level);
    if (!Number.isInteger(value) || value < 0) continue;
    levels.set(area, Math.min(value, levels.get(area) ?? Number.POSITIVE_INFINITY));
  }
  return { everything: false, levels };
}

export function canReadApp(reader: NoteReader, app: string): boolean {
  return reader.everything || reader.levels.has(app.toLowerCase());
}

/** The apps of the filter panel (GET ReleaseNotes/UserAppNames): those the reader can read. */
export function appsReadableBy(reader: NoteReader, apps: readonly AppOption[]): AppOption[] {
  return apps.filter((app) => canReadApp(reader, app.value));
}

/**
 * The note as this reader may see it, or undefined: at least one of its apps must be readable at
 * a level at or above the note's (Admin=0 is the highest). Apps the reader cannot read are left
 * out of `noteApps`/`noteAppNames`, so a note never names an app the user has no access to.
 */
export function noteAsSeenBy(note: ReleaseNote, reader: NoteReader): ReleaseNote | undefined {
  if (reader.everything) return note;
  const required = note.accessLevel === null ? PermissionLevel.Limited : accessLevelRank[note.accessLevel];
  const kept = note.noteApps
    .map((app, index) => ({ app, name: note.noteAppNames[index] ?? app }))
    .filter(({ app }) => {
      const level = reader.levels.get(app.toLowerCase());
      return level !== undefined && level <= required;
    });
  if (kept.length === 0) return undefined;
  return { ...note, noteApps: kept.map((k) => k.app), noteAppNames: kept.map((k) => k.name) };
}

/** True when the filters ask something of the notes (search, change type or app). */
export function filtersNotes(filters: ReleaseFilters): boolean {
  return (
    Boolean(filters.search?.trim()) || Boolean(filters.changeTypes?.length) || Boolean(filters.apps?.length)
  );
}

/**
 * The note filter of the search panel: every given field must match (empty fields match all). The
 * search folds case and accents (`foldForSearch`), as every search of the app does; accents
 * alone find nothing.
 */
export function noteMatchesFilters(note: ReleaseNote, filters: ReleaseFilters): boolean {
  const search = foldedSearch(filters.search ?? '');
  if (search !== undefined && !holdsSearch(plainText(note.comment), search)) return false;
  if (filters.changeTypes?.length && !filters.changeTypes.includes(note.changeType)) return false;
  if (filters.apps?.length) {
    const wanted = new Set(filters.apps.map((app) => app.toLowerCase()));
    if (!note.noteApps.some((app) => wanted.has(app.toLowerCase()))) return false;
  }
  return true;
}
