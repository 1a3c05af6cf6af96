import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type PersistableStorage,
  requestPersistentStorage,
  resetPersistentStorageRequest,
} from './persistent-storage';

function fakeStorage(persisted: boolean, grants = true) {
  return {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grants),
  } satisfies PersistableStorage;
}

beforeEach(() => resetPersistentStorageRequest());
afterEach(() => vi.restoreAllMocks());

describe('requestPersistentStorage', () => {
  it('asks the browser once, however often it is called', async () => {
    const storage = fakeStorage(false);
    await expect(requestPersistentStorage(storage)).resolves.toBe(true);
    await expect(requestPersistentStorage(storage)).resolves.toBeUndefined();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the storage is already persistent', async () => {
    const storage = fakeStorage(true);
    await expect(requestPersistentStorage(storage)).resolves.toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('passes on a refusal without complaint', async () => {
    await expect(requestPersistentStorage(fakeStorage(false, false))).resolves.toBe(false);
  });

  it('never throws: a failing or missing storage API is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = {
      persisted: vi.fn(async () => false),
      persist: vi.fn(() => Promise.reject(new Error('no'))),
    };
    await expect(requestPersistentStorage(failing)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    resetPersistentStorageRequest();
    await expect(requestPersistentStorage(undefined)).resolves.toBeUndefined();
  });
});
