import { useEffect } from 'react';
import { ClaimType, claimValue, parseVersionClaim } from '../../contracts/claims';
import { sessionAtom } from '../../core/auth/session-state';
import { useAtomValue, useSetAtom } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { versionUpdatedDecision } from './model/version-updated';
import { readVersionUpdated, writeVersionUpdated } from './version-updated-flag';

/**
 * S1 §4: after a sign-in or any change of the Version claim, opens the release notes when the
 * claim says the site was updated and this user has not been told yet on this device.
 */
export function useVersionUpdatedTrigger(): void {
  const session = useAtomValue(sessionAtom);
  const setOpening = useSetAtom(releaseNotesOpeningAtom);
  const userId = session?.user.id;
  const versionClaim = session ? claimValue(session.user.claims, ClaimType.version) : undefined;

  // Another user (or none) closes what the last one had open.
  useEffect(() => {
    if (userId === undefined) return;
    return () => setOpening(null);
  }, [userId, setOpening]);

  useEffect(() => {
    if (userId === undefined) return;
    const claimFlag = parseVersionClaim(
      versionClaim === undefined ? [] : [{ claimType: ClaimType.version, claimValue: versionClaim }],
    )?.updated;
    const decision = versionUpdatedDecision(readVersionUpdated(userId), claimFlag);
    if (decision.store !== undefined) writeVersionUpdated(userId, decision.store);
    if (decision.open) setOpening('versionUpdated');
  }, [userId, versionClaim, setOpening]);
}
