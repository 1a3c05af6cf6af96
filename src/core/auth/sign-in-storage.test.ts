// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { z } from '../../contracts/zod';
import { SESSION_EXPIRED_MESSAGE } from '../api/api-error';
import { setUpTestApi } from '../api/app-api.testkit';
import { resetPersistentStorageRequest } from '../db/persistent-storage';
import { keepDraftOnExpiry, takeKeptDraft } from '../unsaved-work/kept-drafts';
import { setSession } from './session-state';
import { SESSION_NOT_KEPT, SESSION_STORAGE_KEY, signInWithPassword } from './sign-in';
import { forgetUserData } from './sign-out';

const session = { user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 };

beforeEach(() => {
  setUpTestApi();
  resetPersistentStorageRequest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(session)),
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

describe('kept drafts at sign-in (kept-drafts.ts)', () => {
  afterEach(() => sessionStorage.clear());

  it("ends another user's drafts kept in this tab, and keeps the signing-in user's", async () => {
    for (const userId of [8, 17, 7]) {
      const stop = keepDraftOnExpiry('topic', () => ({ title: `typed by ${userId}` }));
      await forgetUserData(userId, SESSION_EXPIRED_MESSAGE);
      stop();
    }
    sessionStorage.setItem('ops.other.8', 'kept');
    await signInWithPassword({ username: 'ana', password: 'secret' });
    const schema = z.object({ title: z.string() });
    expect(takeKeptDraft('topic', 8, schema)).toBeUndefined();
    expect(takeKeptDraft('topic', 17, schema)).toBeUndefined();
    expect(takeKeptDraft('topic', 7, schema)).toEqual({ title: 'typed by 7' });
    expect(sessionStorage.getItem('ops.other.8')).toBe('kept');
  });
});
