import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItems } from '../../../test/fixtures/shell-builders';
import { Headers } from '../../contracts/headers';
import type { MenuResponse } from '../../contracts/menu';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { readCached, writeCached } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { discardDeadLetter, requeueDeadLetter } from '../outbox/dead-letters';
import { pendingRecords } from '../outbox/outbox.testkit';
import { deadLettersOf } from '../outbox/outbox-store';
import { replay } from '../outbox/replay';
import { markSending, passConnection } from '../outbox/replay-store';
import { menuRead } from '../session/user-context';
import { queueFavorites, registerFavoritesSender } from './favorites-outbox';

const menu = (favorites: number[]): MenuResponse => ({ items: menuItems(5), favorites });
const LONG_AGO = Date.UTC(2020, 0, 1);

/**
 * The reference API for the favorites: GET Common/Menu answers the server's list (`held`, at first
 * `[1]`); PUT Common/Favorites saves and answers the list, refuses with `refuse`, or accepts with a
 * JSON answer the app cannot read (`unreadable`). While `portal.on`, every call is answered by a
 * captive portal's sign-in page (200 text/html, or `portal.status`: a web filter's 403 block
 * page) and never reaches the API.
 */
function serveFavorites(
  refuse?: { status: number; message: string },
  unreadable?: string,
  held = [1],
  portal: { on: boolean; status?: number } = { on: false },
) {
  let favorites = held;
  const behindPortal =
    (answer: (request: ServedRequest) => Response) =>
    (request: ServedRequest): Response =>
      portal.on
        ? new Response('<html><body>Hotel WiFi: please accept the terms</body></html>', {
            status: portal.status ?? 200,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
        : answer(request);
  return serveApi({
    'GET Common/Menu': behindPortal(() => jsonAnswer(menu(favorites))),
    'PUT Common/Favorites': behindPortal(({ body }) => {
      if (refuse) return jsonAnswer({ message: refuse.message }, refuse.status);
      ({ favorites } = body as { favorites: number[] });
      if (unreadable !== undefined)
        return new Response(unreadable, { status: 200, headers: { 'content-type': 'application/json' } });
      return jsonAnswer(body);
    }),
  });
}

/** A change made from the list [1]. */
const change = (...favorites: number[]) => ({ favorites, base: [1] });
const puts = <R extends { method: string }>(requests: R[]) => requests.filter((r) => r.method === 'PUT');

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
    const first = await queueFavorites(change(1));
    await queueFavorites(change(1, 2));
    const last = await queueFavorites(change(3));
    const pending = await pendingRecords(1);
    expect(pending.map((r) => r.payload)).toEqual([change(3)]);
    expect(pending[0]?.id).toBe(last.id);
    expect(last.id).not.toBe(first.id);
  });

  it('never replaces a change that is in flight; the newer one goes after it', async () => {
    const inFlight = await queueFavorites(change(1));
    await markSending(await passConnection(), inFlight.seq, Date.now());
    await queueFavorites(change(2));
    await queueFavorites(change(3));
    const pending = await pendingRecords(1);
    expect(pending.map((r) => r.payload)).toEqual([change(1), change(3)]);
  });

  it("keeps other users' and other kinds' records when collapsing", async () => {
    await queueFavorites(change(1));
    signInAs(2, 5);
    await queueFavorites(change(9));
    signInAs(1, 5);
    await queueFavorites(change(2));
    expect((await pendingRecords(1)).map((r) => r.payload)).toEqual([change(2)]);
    expect((await pendingRecords(2)).map((r) => r.payload)).toEqual([change(9)]);
  });

  it('sends PUT Common/Favorites with the record id as Idempotency-Key and reconciles the cached menus', async () => {
    const requests = serveFavorites();
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    await writeCached({ userId: 1, accountId: 6 }, menuRead.resource, menu([1]), LONG_AGO);
    await writeCached({ userId: 2, accountId: 5 }, menuRead.resource, menu([4]), LONG_AGO);
    unregister = registerFavoritesSender();
    const queued = await queueFavorites({ favorites: [3, 2], base: [1] });
    setNetwork(NetworkStatus.connected);
    await replay();

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET Common/Menu', 'PUT Common/Favorites']);
    expect(requests[1]).toMatchObject({ body: { favorites: [3, 2] } });
    expect(requests[1]?.headers.get(Headers.idempotencyKey)).toBe(queued.id);
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
    await queueFavorites(change(1, 99));
    setNetwork(NetworkStatus.connected);
    await replay();

    await expect(pendingRecords(1)).resolves.toEqual([]);
    const [letter] = await deadLettersOf(1);
    expect(letter).toMatchObject({
      reason: '400: Favorite 99 is not in your menu',
      record: { kind: 'favorites', payload: change(1, 99) },
    });
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([1]);
  });

  it('counts an unreadable 2xx answer of the API as saved: the change leaves the queue, the menus show it', async () => {
    const requests = serveFavorites(undefined, '{"favorites":');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    unregister = registerFavoritesSender();
    await queueFavorites(change(2));
    setNetwork(NetworkStatus.connected);
    await replay();
    await replay({ force: true });

    expect(puts(requests)).toHaveLength(1);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([2]);
  });

  it('keeps a change answered by a captive portal queued, and sends it once the portal is gone (walkthrough 22, F1)', async () => {
    const portal = { on: true };
    const requests = serveFavorites(undefined, undefined, [1], portal);
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    unregister = registerFavoritesSender();
    const queued = await queueFavorites(change(1, 2));
    setNetwork(NetworkStatus.connected);
    await replay();

    expect(requests.length).toBeGreaterThan(0);
    const [waiting] = await pendingRecords(1);
    expect(waiting).toMatchObject({ id: queued.id, attempts: 1 });
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([1]);

    portal.on = false;
    await replay({ force: true });
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]?.headers.get(Headers.idempotencyKey)).toBe(queued.id);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([1, 2]);
  });

  it.each([403])(
    'keeps a change a web filter refused with a %i HTML page queued, and sends it once the filter lets it through',
    async (status) => {
      const proxy = { on: true, status };
      const requests = serveFavorites(undefined, undefined, [1], proxy);
      unregister = registerFavoritesSender();
      const queued = await queueFavorites(change(1, 2));
      setNetwork(NetworkStatus.connected);
      await replay();

      expect(requests.length).toBeGreaterThan(0);
      await expect(pendingRecords(1)).resolves.toMatchObject([{ id: queued.id, attempts: 1 }]);
      await expect(deadLettersOf(1)).resolves.toEqual([]);

      proxy.on = false;
      await replay({ force: true });
      expect(puts(requests).filter((r) => r.headers.get(Headers.idempotencyKey) === queued.id)).toHaveLength(
        1,
      );
      await expect(pendingRecords(1)).resolves.toEqual([]);
      await expect(deadLettersOf(1)).resolves.toEqual([]);
    },
  );

  it('keeps a change whose save alone met the portal (the read before it passed)', async () => {
    const portal = { on: false };
    const requests = serveFavorites(undefined, undefined, [1], portal);
    const served = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      portal.on = init?.method === 'PUT';
      return served?.(input, init) as Promise<Response>;
    });
    unregister = registerFavoritesSender();
    await queueFavorites(change(1, 2));
    setNetwork(NetworkStatus.connected);
    await replay();

    expect(puts(requests)).toHaveLength(1);
    await expect(pendingRecords(1)).resolves.toHaveLength(1);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
  });
});

describe('a change sent over the server’s list (walkthrough 8, defect 1)', () => {
  async function sendQueued(held: number[], ...changes: { favorites: number[]; base?: number[] }[]) {
    const requests = serveFavorites(undefined, undefined, held);
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, menu([1]), LONG_AGO);
    unregister = registerFavoritesSender();
    for (const queued of changes) await queueFavorites(queued);
    setNetwork(NetworkStatus.connected);
    await replay();
    return puts(requests).map((r) => r.body);
  }

  it('keeps a favorite another device added while the star waited offline, and the menus show both', async () => {
    expect(await sendQueued([1, 4], change(1, 2))).toEqual([{ favorites: [1, 4, 2] }]);
    expect((await readCached('1:5:menu', menuRead.schema))?.value.favorites).toEqual([1, 4, 2]);
  });

  it('sends the stars and removals of changes that replaced each other, onto the server’s list', async () => {
    // Offline: star 2, star 3, unstar 1, each over the one before; another device added 4 and 5.
    const sent = await sendQueued([1, 4, 5], change(1, 2), change(1, 2, 3), change(2, 3));
    expect(sent).toEqual([{ favorites: [4, 5, 2, 3] }]);
  });

  it('sends an earlier build’s queued list (no base) as the whole list, as it did', async () => {
    expect(await sendQueued([1, 4], { favorites: [3] })).toEqual([{ favorites: [3] }]);
  });
});

describe('dead letters', () => {
  async function rejectedChange() {
    serveFavorites({ status: 422, message: 'No' });
    unregister = registerFavoritesSender();
    const queued = await queueFavorites(change(4));
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
    expect((await pendingRecords(1)).map((r) => r.payload)).toEqual([change(4)]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
  });

  it('forgets a dead letter the user discards', async () => {
    const { letter } = await rejectedChange();
    await discardDeadLetter(letter.seq);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });
});
