import { describe, expect, it, vi } from 'vitest';
import { api } from '../../contracts/api';
import { SESSION_EXPIRED_MESSAGE } from './api-error';
import { harness, json, ping, session } from './client.testkit';

/** S1 §8: how a renewal ends, and what a sign-out in progress does to calls. */
describe('api client session end', () => {
  it.each([
    ['a 500', () => json(500, { message: 'Renewal store down' })],
    ['a 403', () => json(403, { message: 'No' })],
    ['an unreadable session', () => json(200, { user: 'nobody' })],
  ])('signs out with the spec message when the renewal answers %s', async (_, answer) => {
    const { client, deps } = harness({}, (url) => (url.endsWith('/Auth/Renew') ? answer() : undefined));
    await expect(client.call(ping)).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(deps.onSessionExpired).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
  });

  it('shows the migration page, not a sign-out, when the renewal answers 503', async () => {
    const { client, deps } = harness({}, (url) =>
      url.endsWith('/Auth/Renew') ? json(503, { message: 'Migrating' }) : undefined,
    );
    await expect(client.call(ping)).rejects.toMatchObject({ status: 503 });
    expect(deps.onMaintenance).toHaveBeenCalled();
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out when the renewed token is refused too', async () => {
    const { client, deps, renewals } = harness({}, (url) =>
      url.endsWith('/Ping') ? json(401, { message: 'Token expired' }) : undefined,
    );
    await expect(client.call(ping)).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(renewals()).toBe(1);
    expect(deps.onSessionExpired).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
  });

  it('lets the logout call through while signing out', async () => {
    const { client, calls } = harness(
      { isLoggingOut: () => true, getSession: () => session('fresh-0') },
      (url) => (url.endsWith('/Auth/Logout') ? new Response(null, { status: 204 }) : undefined),
    );
    await expect(client.call(api.logout, { body: { refreshToken: 'r' } })).resolves.toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/api/Auth/Logout']);
  });

  it('renews no token while signing out: the session is ending in every tab', async () => {
    // The hubs ask for a renewal directly; a renewed session stored now would bring it back to the
    // tabs that already followed the sign-out.
    const { client, deps, renewals } = harness({ isLoggingOut: () => true, setSession: vi.fn() });
    await expect(client.renew()).rejects.toMatchObject({ kind: 'dropped' });
    expect(renewals()).toBe(0);
    expect(deps.setSession).not.toHaveBeenCalled();
  });

  it('drops a call waiting to retry a 403 once a sign-out begins', async () => {
    let loggingOut = false;
    const { client, calls } = harness(
      {
        getSession: () => session('fresh-0'),
        isLoggingOut: () => loggingOut,
        wait: vi.fn(async () => {
          loggingOut = true;
        }),
      },
      () => json(403, { message: 'Forbidden' }),
    );
    await expect(client.call(ping)).rejects.toMatchObject({ kind: 'dropped' });
    expect(calls).toHaveLength(1);
  });
});
