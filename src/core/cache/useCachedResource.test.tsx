// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contracts/zod';
import { ApiError } from '../api/api-error';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { appStore, Provider } from '../state/jotai';
import { writeCached } from './cache-store';
import { forgetReadWaits } from './read-through';
import { setNetwork, signInAs, signOutForTest } from './signed-in.testkit';
import { useCachedResource } from './useCachedResource';

const topicsSchema = z.array(z.string());
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const LONG_AGO = Date.UTC(2020, 0, 1);

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
});
afterEach(() => {
  vi.useRealTimers();
  // No vitest globals here, so Testing Library cannot unmount by itself.
  cleanup();
  signOutForTest();
  forgetReadWaits();
});

describe('useCachedResource', () => {
  it('shows the cached value at once, then the refreshed one', async () => {
    await writeCached({ userId: 1, accountId: 5 }, 'topics', ['cached'], LONG_AGO);
    let answer: (value: string[]) => void = () => {};
    const fetcher = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(['cached']));
    expect(result.current).toMatchObject({ isLoading: false, isStale: true, refreshedAt: LONG_AGO });

    act(() => answer(['fresh']));
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(result.current.isStale).toBe(false);
    expect(result.current.refreshedAt).toBeGreaterThan(LONG_AGO);
  });

  it('loads from the network when nothing is cached', async () => {
    const { result } = renderHook(
      () => useCachedResource('topics', async () => ['from network'], topicsSchema),
      { wrapper },
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['from network']));
    expect(result.current).toMatchObject({ isLoading: false, error: undefined });
  });

  it('says offline when nothing is cached and there is no network', async () => {
    setNetwork(NetworkStatus.disconnected);
    const fetcher = vi.fn(async () => ['never']);
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toMatch(/could not be reached/));
    expect(result.current.isLoading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refreshes when the connection comes back', async () => {
    await writeCached({ userId: 1, accountId: 5 }, 'topics', ['cached'], LONG_AGO);
    setNetwork(NetworkStatus.disconnected);
    const fetcher = vi.fn(async () => ['after reconnect']);
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['cached']));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => setNetwork(NetworkStatus.connected));
    await waitFor(() => expect(result.current.data).toEqual(['after reconnect']));
  });

  it('keeps the cached value and reports the error when the refresh fails', async () => {
    await writeCached({ userId: 1, accountId: 5 }, 'topics', ['cached'], LONG_AGO);
    const fetcher = vi.fn(async (): Promise<string[]> => {
      throw new Error('Server said no');
    });
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Server said no'));
    expect(result.current).toMatchObject({ data: ['cached'], isStale: true });
  });
});

describe('useCachedResource while signing out (S1 §4)', () => {
  const droppedRefresh = async (): Promise<string[]> => {
    throw new ApiError('dropped', 'Signing out.');
  };

  it('after a 429 with Retry-After, asks again only once the wait is over', async () => {
    // The clock stands still (only Date is mocked; nothing here waits on a timer): the 300 ms wait
    // lasts until the test moves the clock, however slow the machine (it once outlasted a waitFor).
    vi.setSystemTime(Date.now());
    const fetcher = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('http', 'Too many requests.', 429, 300));
    fetcher.mockResolvedValue(['after the wait']);
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });

    await waitFor(() => expect(result.current.error).toMatchObject({ status: 429 }));
    expect((result.current.error as ApiError).retryAt).toBeGreaterThan(Date.now());
    // Try again during the wait does not ask the server.
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 429 }));
    expect(fetcher).toHaveBeenCalledTimes(1);

    // The wait is over: the test moves the clock past it.
    vi.setSystemTime(Date.now() + 300);
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.data).toEqual(['after the wait']));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeUndefined();
  });

  it('shows no error for a refresh the request layer dropped: the cached value stays', async () => {
    await writeCached({ userId: 1, accountId: 5 }, 'topics', ['cached'], LONG_AGO);
    const fetcher = vi.fn(droppedRefresh);
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    await waitFor(() => expect(result.current.data).toEqual(['cached']));
    // Given the rejection's turn: a failed refresh would be reported by now.
    await act(async () => {});
    expect(result.current).toMatchObject({ data: ['cached'], error: undefined, isStale: true });
  });

  it('with nothing cached, a dropped refresh leaves the screen loading, not failed', async () => {
    const fetcher = vi.fn(droppedRefresh);
    const { result } = renderHook(() => useCachedResource('topics', fetcher, topicsSchema), { wrapper });
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current).toMatchObject({ data: undefined, isLoading: true, error: undefined });
  });
});
