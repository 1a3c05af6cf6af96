// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserNotification } from '../../contracts/shell';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { setNetwork, signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { useNotificationList } from './useNotificationList';

const notification = (id: number, title: string): UserNotification => ({
  id,
  categoryName: 'Requests',
  icon: null,
  title,
  text: '',
  link: null,
  allowAcknowledge: false,
  completedOn: null,
});
const page = (from: number, title: string) =>
  Array.from({ length: 25 }, (_, i) => notification(from + i, `${title} ${from + i}`));
const cached = page(1, 'Request');

/** The server's answers, held until the test lets each go (by skip and search). */
const held = new Map<string, (items: UserNotification[]) => void>();
const answerOf = (skip: number, search: string) => `${skip}:${search}`;
/** The answers the app has read, by the same key. */
const read = new Set<string>();

/** A JSON answer that notes when the app has read its body. */
function notedAnswer(key: string, items: UserNotification[]): Response {
  const response = jsonAnswer(items);
  const text = response.text.bind(response);
  response.text = () =>
    text().then((body) => {
      read.add(key);
      return body;
    });
  return response;
}

/** Once the app has read the answer, the rest of its handling is microtasks: a macrotask later it is done. */
async function handled(key: string) {
  await waitFor(() => expect(read.has(key)).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  held.clear();
  read.clear();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  serveApi({
    'Common/UserNotifications': ({ body }) => {
      const { skip, search } = body as { skip: number; search: string };
      const key = answerOf(skip, search);
      return new Promise((resolve) => held.set(key, (items) => resolve(notedAnswer(key, items))));
    },
  });
});
afterEach(() => {
  cleanup();
  signOutForTest();
});

describe('useNotificationList', () => {
  it('a page asked for before a search answers after it: the search results stay (review, M1)', async () => {
    const { result } = renderHook(() => useNotificationList(true, cached));
    act(() => result.current.loadMore());
    await waitFor(() => expect(held.has(answerOf(25, ''))).toBe(true));
    act(() => result.current.setSearch('swap'));
    await waitFor(() => expect(held.has(answerOf(0, 'swap'))).toBe(true));
    act(() => held.get(answerOf(0, 'swap'))?.([notification(90, 'Shift swap')]));
    await waitFor(() => expect(result.current.pages?.items.map((item) => item.id)).toEqual([90]));

    act(() => held.get(answerOf(25, ''))?.(page(26, 'Request')));
    await handled(answerOf(25, ''));
    // The older list's page is left out, and the search's list is not said to be loading by it.
    expect(result.current.pages?.items.map((item) => item.id)).toEqual([90]);
    expect(result.current.loading).toBe(false);
  });

  it('a page answering after the panel was closed and opened again is left out: reopening starts at the first page', async () => {
    const { result, rerender } = renderHook(({ opened }) => useNotificationList(opened, cached), {
      initialProps: { opened: true },
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(held.has(answerOf(25, ''))).toBe(true));
    rerender({ opened: false });
    rerender({ opened: true });
    expect(result.current.loading).toBe(false);

    act(() => held.get(answerOf(25, ''))?.(page(26, 'Request')));
    await handled(answerOf(25, ''));
    expect(result.current.pages?.items).toHaveLength(25);
  });
});
