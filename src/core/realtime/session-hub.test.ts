import { describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import type { Session } from '../../contracts/session';
import { appTokenForHub, createHubTokens, HUB_TOKEN_RENEW_MARGIN_MS } from './session-hub';

const NOW = 1_000_000;
const session = (token: string, expiresAt: number): Session => ({
  user: authUser({ authToken: token }),
  refreshToken: 'refresh',
  expiresAt,
});

describe('appTokenForHub', () => {
  it('gives the current app token while it has time left', async () => {
    const renew = vi.fn();
    const current = session('fresh', NOW + HUB_TOKEN_RENEW_MARGIN_MS + 1);
    await expect(appTokenForHub({ getSession: () => current, renew, now: () => NOW })).resolves.toBe('fresh');
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews a token about to expire and gives the new one', async () => {
    const renew = vi.fn(async () => session('renewed', NOW + 300_000));
    const current = session('old', NOW + HUB_TOKEN_RENEW_MARGIN_MS);
    await expect(appTokenForHub({ getSession: () => current, renew, now: () => NOW })).resolves.toBe(
      'renewed',
    );
    expect(renew).toHaveBeenCalledOnce();
  });

  it('fails without a session (the start is retried, or stopped by sign-out)', async () => {
    await expect(
      appTokenForHub({ getSession: () => undefined, renew: vi.fn(), now: () => NOW }),
    ).rejects.toThrow('Nobody is signed in.');
  });

  it('renews a token the server refused, whatever time it has left on the device (walkthrough 34, D1)', async () => {
    const renew = vi.fn(async () => session('renewed', NOW + 300_000));
    const current = session('refused', NOW + 240_000);
    await expect(
      appTokenForHub({ getSession: () => current, renew, now: () => NOW, refusedToken: 'refused' }),
    ).resolves.toBe('renewed');
    expect(renew).toHaveBeenCalledOnce();
  });
});

describe('createHubTokens', () => {
  /** A session store whose renewal gives `renewed-1`, `renewed-2`, … or fails as the server may. */
  function store(first: string) {
    let current: Session | undefined = session(first, NOW + 240_000);
    let renewals = 0;
    const renew = vi.fn(async () => {
      renewals += 1;
      current = session(`renewed-${renewals}`, NOW + 300_000);
      return current;
    });
    return {
      renew,
      set: (token: string) => {
        current = session(token, NOW + 300_000);
      },
      deps: { getSession: () => current, renew, now: () => NOW },
    };
  }

  it('gives the same token until the server refuses it, then renews once and gives the new one', async () => {
    const sessions = store('first');
    const tokens = createHubTokens(sessions.deps);
    await expect(tokens.token()).resolves.toBe('first');
    await expect(tokens.token()).resolves.toBe('first');
    tokens.refused();
    await expect(tokens.token()).resolves.toBe('renewed-1');
    // The new token is not the refused one: it is used as it is.
    await expect(tokens.token()).resolves.toBe('renewed-1');
    expect(sessions.renew).toHaveBeenCalledOnce();
  });

  it('renews again when the renewed token is refused in its turn (each refusal, one renewal)', async () => {
    const sessions = store('first');
    const tokens = createHubTokens(sessions.deps);
    await tokens.token();
    tokens.refused();
    await expect(tokens.token()).resolves.toBe('renewed-1');
    tokens.refused();
    await expect(tokens.token()).resolves.toBe('renewed-2');
    expect(sessions.renew).toHaveBeenCalledTimes(2);
  });

  it('takes a token renewed meanwhile (by a call, another tab) as it is', async () => {
    const sessions = store('first');
    const tokens = createHubTokens(sessions.deps);
    await tokens.token();
    tokens.refused();
    sessions.set('renewed elsewhere');
    await expect(tokens.token()).resolves.toBe('renewed elsewhere');
    expect(sessions.renew).not.toHaveBeenCalled();
  });

  it('a refusal before any token was given renews nothing', async () => {
    const sessions = store('first');
    const tokens = createHubTokens(sessions.deps);
    tokens.refused();
    await expect(tokens.token()).resolves.toBe('first');
    expect(sessions.renew).not.toHaveBeenCalled();
  });

  it('a refused renewal fails the token (the request layer signs out), and the next one tries again', async () => {
    const sessions = store('first');
    const tokens = createHubTokens(sessions.deps);
    await tokens.token();
    tokens.refused();
    sessions.renew.mockRejectedValueOnce(new Error('Session expired, please re-login!'));
    await expect(tokens.token()).rejects.toThrow('Session expired, please re-login!');
    // Offline, say: the refused token is still not reused.
    await expect(tokens.token()).resolves.toBe('renewed-1');
  });
});
