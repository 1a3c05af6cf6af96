import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItems } from '../../../test/fixtures/shell-builders';
import { Headers } from '../../contracts/headers';
import type { MenuResponse } from '../../contracts/menu';
import { jsonAnswer, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { readCached, writeCached } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { pendingRecords } from '../outbox/outbox.testkit';
import { deadLettersOf, discardDeadLetter, markSending, requeueDeadLetter } from '../outbox/outbox-store';
import { replay } from '../outbox/replay';
import { menuRead } from '../session/user-context';
import { queueFavorites, registerFavoritesSender } from './favorites-outbox';

const menu = (favorites: number[]): MenuResponse => ({ items: menuItems(5), favorites });
const LONG_AGO = Date.UTC(2020, 0, 1);

/**
 * The reference API for PUT Common/Favorites: answers the list, refuses with `refuse`, or accepts
 * with an answer the app cannot read (`unreadable`).
 */
function serveFavorites(refuse?: { status: number; message: string }, unreadable?: string) {
  return serveApi({
    'PUT Common/Favorites': ({ body }) => {
      if (refuse) return jsonAnswer({ message: refuse.message }, refuse.status);
      if (unreadable !== undefined) return new Response(unreadable, { status: 200 });
      return jsonAnswer(body);
    },
  });
}

let unregister: () => void = () => {};
beforeEach(() => {
  setUpTestApi();
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.disconnected);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await replay();
  unregister();
  signOutForTest();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('favorites through the outbox', () => {
  it('collapses queued changes to the latest state, with a new id', async () => {
    const first = await queueFavorites([1]);
    await queueFavorites([1, 2]);
    const last = await queueFavorites([3]);
    const pending = await pendingRecords(1);
    expect(pending.map((r) => r.payload)).toEqual([{ favorites: [3] }]);
    expect(pending[0]?.id).toBe(last.id);
    expect(last.id).not.toBe(first.id);
  });

  it('never replaces a change that is in flight; the newer one goes after it', async () => {
    const inFlight = await queueFavorites([1]);
    await markSending(inFlight.seq, Date.now());
    await queueFavorites([2]);
    await queueFavorites([3]);
    const pending = await pendingRecords(1);
    expect(pending.map((r) => r.payload)).toEqual([{ favorites: [1] }, { favorites: [3] }]);
  });

  it("keeps other users' and other kinds' records when collapsing", async () => {
    await queueFavorites([1]);
    signInAs(2, 5);
    await queueFavorites([9]);
    signInAs(1, 5);
    await queueFavorites([2]);
    expect((await pendingRecords(1)).map((r) => r.payload)).toEqual([{ favorites: [2] }]);
    expect((await pendingRecords(2)).map((r) => r.payload)).toEqual([{ favorites: [9] }]);
  });

  it('sends PUT Common/Favorites with the record id as Idempotency-Key and reconciles the cached menus', async () => {
    const requests = serveFavorites();
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    await writeCached({ userId: 1, accountId: 6 }, menuRead.resource, menu([1]), LONG_AGO);
    await writeCached({ userId: 2, accountId: 5 }, menuRead.resource, menu([4]), LONG_AGO);
    unregister = registerFavoritesSender();
    const queued = await queueFavorites([3, 2]);
    setNetwork(NetworkStatus.connected);
    await replay();

    expect(requests).toEqual([expect.objectContaining({ method: 'PUT', body: { favorites: [3, 2] } })]);
    expect(requests[0]?.headers.get(Headers.idempotencyKey)).toBe(queued.id);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    for (const key of ['1:5:menu', '1:6:menu']) {
      const cached = (await readCached(key, menuRead.schema))?.value;
      expect(cached?.favorites).toEqual([3, 2]);
      expect(cached?.items.filter((item) => item.favorite).map((item) => item.id)).toEqual([2, 3]);
    }
    expect((await readCached('2:5:menu', menuRead.schema))?.value.favorites).toEqual([4]);
  });

  it('sets a rejected change aside with the server reason and leaves the cached menu as the server has it', async () => {
    serveFavorites({ status: 400, message: 'Favorite 99 is not in your menu' });
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    unregister = registerFavoritesSender();
    await queueFavorites([99]);
    setNetwork(NetworkStatus.connected);
    await replay();

    await expect(pendingRecords(1)).resolves.toEqual([]);
    const [letter] = await deadLettersOf(1);
    expect(letter).toMatchObject({
      reason: '400: Favorite 99 is not in your menu',
      record: { kind: 'favorites', payload: { favorites: [99] } },
    });
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([1]);
  });

  it('counts an unreadable 2xx answer as saved: the change leaves the queue, the menus show it', async () => {
    const requests = serveFavorites(undefined, '<html>proxy says ok</html>');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    unregister = registerFavoritesSender();
    await queueFavorites([2]);
    setNetwork(NetworkStatus.connected);
    await replay();
    await replay({ force: true });

    expect(requests).toHaveLength(1);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([2]);
  });
});

describe('dead letters', () => {
  async function rejectedChange() {
    serveFavorites({ status: 422, message: 'No' });
    unregister = registerFavoritesSender();
    const queued = await queueFavorites([4]);
    setNetwork(NetworkStatus.connected);
    await replay();
    unregister();
    const [letter] = await deadLettersOf(1);
    if (!letter) throw new Error('expected a dead letter');
    return { queued, letter };
  }

  it('puts a dead letter back at the end of the queue with a new id when asked', async () => {
    const { queued, letter } = await rejectedChange();
    const requeued = await requeueDeadLetter(letter.seq, Date.now());
    expect(requeued?.id).not.toBe(queued.id);
    expect((await pendingRecords(1)).map((r) => r.payload)).toEqual([{ favorites: [4] }]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
  });

  it('forgets a dead letter the user discards', async () => {
    const { letter } = await rejectedChange();
    await discardDeadLetter(letter.seq);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });
});
