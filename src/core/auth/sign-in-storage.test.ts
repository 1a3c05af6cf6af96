// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { setUpTestApi } from '../api/app-api.testkit';
import { resetPersistentStorageRequest } from '../db/persistent-storage';
import { setSession } from './session-state';
import { SESSION_NOT_KEPT, SESSION_STORAGE_KEY, signInWithPassword } from './sign-in';

const session = { user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 };

beforeEach(() => {
  setUpTestApi();
  resetPersistentStorageRequest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(session), { status: 200 })),
  );
});
afterEach(() => {
  setSession(undefined);
  vi.restoreAllMocks();
});

describe('signing in where the browser may not keep it', () => {
  it('stores the session under the key sign-in looks at, and says nothing', async () => {
    const shown = vi.spyOn(notifications, 'show');
    await signInWithPassword({ username: 'ana', password: 'secret' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').user.id).toBe(7);
    expect(shown).not.toHaveBeenCalled();
  });

  it('says a reload will ask again when localStorage refuses the session', async () => {
    const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await signInWithPassword({ username: 'ana', password: 'secret' });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: SESSION_NOT_KEPT }));
  });
});
