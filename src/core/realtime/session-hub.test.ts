import { describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import type { Session } from '../../contracts/session';
import { appTokenForHub, HUB_TOKEN_RENEW_MARGIN_MS } from './session-hub';

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
});
