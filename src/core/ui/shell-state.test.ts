import { describe, expect, it } from 'vitest';
import type { Health } from '../../contracts/session-api';
import { lastHealthAtom } from '../network/connection';
import { createStore } from '../state/jotai';
import { directoryDatabaseDownAtom } from './shell-state';

describe('directoryDatabaseDownAtom', () => {
  it.each([
    [undefined, false],
    [{ status: 'ok', directoryDatabase: 'up' }, false],
    [{ status: 'ok', directoryDatabase: 'down' }, true],
    [{ status: 'maintenance', directoryDatabase: 'down' }, true],
  ] as [Health | undefined, boolean][])('follows the last Health answer %o: %s', (health, down) => {
    const store = createStore();
    store.set(lastHealthAtom, health);
    expect(store.get(directoryDatabaseDownAtom)).toBe(down);
  });
});
