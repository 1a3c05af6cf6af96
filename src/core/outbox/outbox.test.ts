import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { enqueue } from './outbox';
import { usageRecord } from './outbox.testkit';
import { whenQueued } from './records-on-their-way';

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.disconnected);
});
afterEach(() => signOutForTest());

describe('whenQueued', () => {
  it('waits for every record handed to enqueue to be stored', async () => {
    // Not awaited: as a navigation's usage record is queued while the user clicks on.
    const queued = [enqueue('usage', usageRecord(1)), enqueue('usage', usageRecord(2))];
    let settled = false;
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    // The IndexedDB write takes a task of its own: a few microtasks later it is still on its way.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await waiting;
    expect(await portalDb().outbox.count()).toBe(2);
    await Promise.all(queued);
  });

  it('has nothing to wait for when nothing is on its way, or a record was refused by its contract', async () => {
    let settled = false;
    const refused = enqueue('usage', { not: 'a usage record' } as never);
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(settled).toBe(true);
    await waiting;
    await expect(refused).rejects.toThrow();
    expect(await portalDb().outbox.count()).toBe(0);
  });
});

describe('a tab closed while a change is on its way into IndexedDB', () => {
  /** Whether the browser would ask before closing: a `beforeunload` listener cancelled the event. */
  const closingAsks = () => {
    // A BeforeUnloadEvent's returnValue can be set (older browsers ask by it); Node's Event's cannot.
    const closing = Object.defineProperty(new Event('beforeunload', { cancelable: true }), 'returnValue', {
      value: false,
      writable: true,
    });
    window.dispatchEvent(closing);
    return closing.defaultPrevented && closing.returnValue === true;
  };
  const later = <T>() => {
    let resolve: (value: T) => void = () => {};
    const promise = new Promise<T>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  beforeEach(() => vi.stubGlobal('window', new EventTarget()));

  it("asks while the user's change is not stored yet, and no longer once it is", async () => {
    // A star pressed at a page's start: the write waits (for Dexie's chunk; here for its payload).
    const payload = later<{ favorites: number[] }>();
    const queued = enqueue('favorites', payload.promise);
    expect(closingAsks()).toBe(true);
    payload.resolve({ favorites: [104] });
    await queued;
    expect(closingAsks()).toBe(false);
    expect(await portalDb().outbox.count()).toBe(1);
  });

  it('asks until the last of several changes is stored, and also when one is refused', async () => {
    const first = later<{ favorites: number[] }>();
    const second = later<{ favorites: number[] }>();
    const queued = [enqueue('favorites', first.promise), enqueue('favorites', second.promise)];
    first.resolve({ favorites: [104] });
    await queued[0];
    expect(closingAsks()).toBe(true);
    second.resolve({ not: 'favorites' } as never);
    await expect(queued[1]).rejects.toThrow();
    expect(closingAsks()).toBe(false);
  });

  it("never asks for the app's own records (a visit's usage log)", async () => {
    const payload = later<ReturnType<typeof usageRecord>>();
    const queued = enqueue('usage', payload.promise);
    expect(closingAsks()).toBe(false);
    payload.resolve(usageRecord(1));
    await queued;
  });
});
