import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { setUpTestApi } from '../api/app-api.testkit';
import { resetPersistentStorageRequest } from '../db/persistent-storage';
import { getSession, setSession } from './session-state';
import { signInWithPassword } from './sign-in';

beforeEach(() => {
  setUpTestApi();
  resetPersistentStorageRequest();
});
afterEach(() => {
  setSession(undefined);
  vi.unstubAllGlobals();
});

describe('signInWithPassword', () => {
  it('starts the session and asks once for persistent storage (offline work outlives eviction)', async () => {
    const session = { user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(session)),
    );
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    vi.stubGlobal('navigator', { storage });

    await signInWithPassword({ username: 'ana', password: 'secret' });
    await signInWithPassword({ username: 'ana', password: 'secret' });

    expect(getSession()?.user.id).toBe(7);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });
});
