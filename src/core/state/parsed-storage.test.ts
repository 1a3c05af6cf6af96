import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contracts/zod';
import { memoryStorage } from './memory-storage.testkit';
import { readStored, readStoredText, storedKeys, writeStored, writeStoredText } from './parsed-storage';

/** Storage disabled by policy: reading the global itself throws. */
function disabled(name: 'localStorage' | 'sessionStorage') {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['localStorage', 'sessionStorage'] as const)
    delete (globalThis as Record<string, unknown>)[name];
});

describe('guarded web storage', () => {
  it('reads back what it wrote, as text and parsed against a schema', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    writeStored('ops.a', { n: 1 });
    writeStoredText('ops.b', 'text');
    expect(readStored('ops.a', z.object({ n: z.number() }))).toEqual({ n: 1 });
    expect(readStored('ops.b', z.number())).toBeUndefined();
    expect(readStoredText('ops.b')).toBe('text');
    expect(storedKeys()).toEqual(['ops.a', 'ops.b']);
    writeStored('ops.a', undefined);
    expect(readStoredText('ops.a')).toBeUndefined();
  });

  it('a store refusing writes says so and throws nothing; a tab marker is kept for the page', () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ refuseWrites: true }));
    vi.stubGlobal('localStorage', memoryStorage({ refuseWrites: true }));
    expect(writeStoredText('ops.marker', 'settled', 'session')).toBe(false);
    expect(readStoredText('ops.marker', 'session')).toBe('settled');
    expect(writeStoredText('ops.marker', undefined, 'session')).toBe(true);
    expect(readStoredText('ops.marker', 'session')).toBeUndefined();
    // localStorage is shared by the tabs: a refused write is not pretended.
    expect(() => writeStored('ops.session', { token: 't' })).not.toThrow();
    expect(readStoredText('ops.session')).toBeUndefined();
  });

  it('a store whose very global throws (storage disabled) reads as empty and refuses writes quietly', () => {
    disabled('sessionStorage');
    disabled('localStorage');
    expect(readStoredText('ops.marker', 'session')).toBeUndefined();
    expect(writeStoredText('ops.marker', 'settled', 'session')).toBe(false);
    expect(readStoredText('ops.marker', 'session')).toBe('settled');
    expect(readStored('ops.session', z.string())).toBeUndefined();
    expect(() => writeStored('ops.session', 'x')).not.toThrow();
    expect(storedKeys()).toEqual([]);
  });
});
