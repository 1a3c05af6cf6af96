import { parseVersionClaim } from '../../contracts/claims';
import { getSession } from '../../core/auth/session-state';
import { readCached } from '../../core/cache/cache-store';
import { cacheKey } from '../../core/cache/model/cache-key';
import { currentCacheOwner } from '../../core/cache/read-through';
import type { OfflinePart } from '../../core/offline/offline-parts';
import { notesRead, versionsRead } from './data';
import { listsClaimVersion } from './model/claim-version';

/**
 * The release notes a person may want on the floor: the modal's first page of versions as it
 * opens (unfiltered), the notes of each active version on it, and the notes the Version claim
 * names when that page lists its version (what the modal shows first, S1 §4).
 */
export const releaseNotesPart: OfflinePart = {
  label: 'Release notes',
  order: 30,
  reads: async () => {
    const versions = versionsRead(0, {});
    const owner = currentCacheOwner();
    const cached = owner && (await readCached(cacheKey(owner, versions.resource), versions.schema));
    const keys = new Set(
      (cached?.value ?? [])
        .filter((version) => version.status === 'Active')
        .map((version) => String(version.id)),
    );
    // The claim's notes only when that first page lists its version, as the modal asks for them:
    // a version the user may not list (Inactive, for a non-admin) is answered 404.
    const claim = parseVersionClaim(getSession()?.user.claims ?? []);
    if (claim?.releaseNotesKey && listsClaimVersion(cached?.value ?? [], claim))
      keys.add(claim.releaseNotesKey);
    return [versions, ...[...keys].map((key) => notesRead(key, {}))];
  },
};
