import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contracts/zod';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { readCached } from './cache-store';
import { refreshCached } from './read-through';
import { readsOver } from './reads-over';
import { setNetwork, signInAs, signOutForTest } from './signed-in.testkit';

const listSchema = z.object({ rows: z.array(z.string()) });
type List = z.infer<typeof listSchema>;
const list = (...rows: string[]): List => ({ rows });
const owner = { userId: 1, accountId: 5 };

/** A fetcher whose answers come only when the test gives them, in the order asked. */
function heldFetcher() {
  const answers: ((value: List) => void)[] = [];
  const fetch = vi.fn(() => new Promise<List>((resolve) => answers.push(resolve)));
  return { fetch, answer: (index: number, value: List) => answers[index]?.(value) };
}

/** Whether `promise` has settled by the time everything queued now has run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

beforeEach(() => {
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
  signInAs(1, 5);
});
afterEach(() => signOutForTest());

describe('readsOver', () => {
  it('settles at once when no read of those rows is out', async () => {
    await expect(readsOver(owner, ['versions:'])).resolves.toBeUndefined();
  });

  it('waits until a read out is stored, so a write sent then is never followed by an older answer', async () => {
    const versions = heldFetcher();
    const reading = refreshCached(owner, 'versions:0', versions.fetch, listSchema, { force: true });
    const over = readsOver(owner, ['versions:']);
    expect(await settledNow(over)).toBe(false);
    versions.answer(0, list('3.4.0'));
    await over;
    await expect(readCached('1:5:versions:0', listSchema)).resolves.toMatchObject({ value: list('3.4.0') });
    await expect(reading).resolves.toEqual(list('3.4.0'));
  });

  it('counts a forced read still waiting for an older fetch of the same rows', async () => {
    const versions = heldFetcher();
    void refreshCached(owner, 'versions:0', versions.fetch, listSchema, { force: true });
    await vi.waitFor(() => expect(versions.fetch).toHaveBeenCalledTimes(1));
    // A write elsewhere refreshed the list: this read is sent once the older one is in.
    const afterWrite = refreshCached(owner, 'versions:0', versions.fetch, listSchema, { force: true });
    const over = readsOver(owner, ['versions:']);
    versions.answer(0, list('older'));
    await vi.waitFor(() => expect(versions.fetch).toHaveBeenCalledTimes(2));
    expect(await settledNow(over)).toBe(false);
    versions.answer(1, list('newer'));
    await over;
    await expect(afterWrite).resolves.toEqual(list('newer'));
  });

  it('settles when a read out fails', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('server down')));
    const reading = refreshCached(owner, 'notes:1', failing, listSchema, { force: true });
    await expect(readsOver(owner, ['notes:'])).resolves.toBeUndefined();
    await expect(reading).rejects.toThrow('server down');
  });

  it("does not wait for other rows, nor another user's or account's", async () => {
    const held = heldFetcher();
    void refreshCached(owner, 'apps', held.fetch, listSchema, { force: true });
    void refreshCached({ userId: 1, accountId: 6 }, 'versions:0', held.fetch, listSchema, { force: true });
    expect(await settledNow(readsOver(owner, ['versions:', 'notes:']))).toBe(true);
    held.answer(0, list());
    held.answer(1, list());
  });
});
