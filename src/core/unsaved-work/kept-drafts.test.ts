import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod';
import { SESSION_EXPIRED_MESSAGE } from '../api/api-error';
import { forgetUserData } from '../auth/sign-out';
import { MERGE_ROLES_CHANGED_MESSAGE } from '../session/model/session-change';
import { keepDraftOnExpiry, takeKeptDraft } from './kept-drafts';

const store = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
  get length() {
    return store.size;
  },
  key: (index: number) => [...store.keys()][index] ?? null,
  clear: () => store.clear(),
} as Storage;

const draftSchema = z.object({ title: z.string() });

describe('kept drafts (walkthrough 15, D4)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    store.clear();
  });

  it('keeps the draft through an expiry, for the same user only, once', async () => {
    stop = keepDraftOnExpiry('topic', () => ({ title: 'Typed' }));
    await forgetUserData(7, SESSION_EXPIRED_MESSAGE);
    expect(takeKeptDraft('topic', 8, draftSchema)).toBeUndefined();
    expect(takeKeptDraft('topic', 7, draftSchema)).toEqual({ title: 'Typed' });
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
  });

  it('keeps nothing through a sign-out the user chose, nor when the editor has nothing to keep', async () => {
    stop = keepDraftOnExpiry('topic', () => ({ title: 'Typed' }));
    await forgetUserData(7);
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
    stop();
    stop = keepDraftOnExpiry('topic', () => undefined);
    await forgetUserData(7, SESSION_EXPIRED_MESSAGE);
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
  });

  it('keeps the draft through Merge Roles changed on another device, as through an expiry (walkthrough 37, D4)', async () => {
    stop = keepDraftOnExpiry('topic', () => ({ title: 'Typed' }));
    await forgetUserData(7, MERGE_ROLES_CHANGED_MESSAGE);
    expect(takeKeptDraft('topic', 8, draftSchema)).toBeUndefined();
    expect(takeKeptDraft('topic', 7, draftSchema)).toEqual({ title: 'Typed' });
  });

  it('keeps nothing through a sign-out with a reason it does not know', async () => {
    stop = keepDraftOnExpiry('topic', () => ({ title: 'Typed' }));
    await forgetUserData(7, 'Signed out for another reason.');
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
  });

  it('keeps nothing once the editor stopped keeping, and reads an unreadable draft as none', async () => {
    keepDraftOnExpiry('topic', () => ({ title: 'Typed' }))();
    await forgetUserData(7, SESSION_EXPIRED_MESSAGE);
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
    store.set('ops.keptDraft.topic.7', '{"title": 3}');
    expect(takeKeptDraft('topic', 7, draftSchema)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
