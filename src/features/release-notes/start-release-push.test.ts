import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { getSession, setSession } from '../../core/auth/session-state';
import { onSignOut } from '../../core/auth/sign-out';
import { appStore } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { acceptPushedRelease, onReleasePushed } from './start-release-push';

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

describe('acceptPushedRelease', () => {
  let stopListening = () => {};
  afterEach(() => stopListening());

  it('resets the user first (session renewed, data forgotten), then reloads /home', async () => {
    const order: string[] = [];
    setUpTestApi();
    serveApi({
      'Auth/Renew': () => {
        order.push('renew');
        return jsonAnswer({
          user: authUser({
            id: 6,
            authToken: 'renewed',
            claims: [{ claimType: 'Version', claimValue: '3.2.0||rn-3.2.0||false' }],
          }),
          refreshToken: 'refresh-2',
          expiresAt: Date.now() + 3_600_000,
        });
      },
    });
    stopListening = onSignOut((userId) => {
      order.push(`forget user ${userId}`);
    });
    signInOn('3.1.0');
    await acceptPushedRelease((href) => order.push(`reload ${href} as ${getSession()?.user.authToken}`));
    expect(order).toEqual(['renew', 'forget user 6', 'reload /home as renewed']);
  });
});
