import { afterEach, describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { getSession, setSession } from '../../core/auth/session-state';
import { onSignOut } from '../../core/auth/sign-out';
import { acceptPushedRelease } from './accept-pushed-release';

const signInOn = (version: string) =>
  setSession({
    user: authUser({
      id: 6,
      claims: [{ claimType: 'Version', claimValue: `${version}||rn-${version}||false` }],
    }),
    refreshToken: 'refresh',
    expiresAt: Date.now() + 3_600_000,
  });

afterEach(() => setSession(undefined));

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
