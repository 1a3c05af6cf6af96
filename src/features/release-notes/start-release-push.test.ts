import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { setSession } from '../../core/auth/session-state';
import { appStore } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { onReleasePushed } from './start-release-push';
import { pushedReleaseAtom } from './state';

const signInOn = (version: string) =>
  setSession({
    user: authUser({
      id: 6,
      claims: [{ claimType: 'Version', claimValue: `${version}||rn-${version}||false` }],
    }),
    refreshToken: 'refresh',
    expiresAt: Date.now() + 3_600_000,
  });

beforeEach(() => appStore.set(releaseNotesOpeningAtom, null));
afterEach(() => setSession(undefined));

describe('onReleasePushed', () => {
  it('opens the release notes in push mode for a version the claim does not name', () => {
    signInOn('3.1.0');
    onReleasePushed({ version: '3.2.0' });
    expect(appStore.get(releaseNotesOpeningAtom)).toBe('releasePushed');
    // The modal selects the pushed version (walkthrough 31, O1); a second push is a new one.
    const first = appStore.get(pushedReleaseAtom);
    expect(first?.version).toBe('3.2.0');
    onReleasePushed({ version: '3.2.0' });
    expect(appStore.get(pushedReleaseAtom)?.at).toBeGreaterThan(first?.at ?? Number.POSITIVE_INFINITY);
  });

  it('leaves them closed for the version the user already has', () => {
    signInOn('3.2.0');
    onReleasePushed({ version: '3.2.0' });
    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
  });

  it('ignores a push with nobody signed in', () => {
    onReleasePushed({ version: '3.2.0' });
    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
  });
});
