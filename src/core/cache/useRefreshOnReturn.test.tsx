// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from '../network/model/network-state';
import { setNetwork } from './signed-in.testkit';
import { RETURN_REFRESH_INTERVAL_MS, useRefreshOnReturn } from './useRefreshOnReturn';

const resource = () => ({ refresh: vi.fn() });

let visibility: DocumentVisibilityState = 'visible';
const shown = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  setNetwork(NetworkStatus.connected);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRefreshOnReturn', () => {
  it('refreshes when the page is shown again, not when it is hidden', () => {
    const cached = resource();
    renderHook(() => useRefreshOnReturn(cached.refresh));
    expect(cached.refresh).not.toHaveBeenCalled();
    shown('hidden');
    expect(cached.refresh).not.toHaveBeenCalled();
    shown('visible');
    expect(cached.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once in 30 s, however often the page is shown', () => {
    const cached = resource();
    renderHook(() => useRefreshOnReturn(cached.refresh));
    shown('visible');
    vi.advanceTimersByTime(RETURN_REFRESH_INTERVAL_MS - 1);
    shown('hidden');
    shown('visible');
    expect(cached.refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    shown('visible');
    expect(cached.refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the page is restored from the back/forward cache, not when it is loaded anew', () => {
    const cached = resource();
    renderHook(() => useRefreshOnReturn(cached.refresh));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(cached.refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(cached.refresh).toHaveBeenCalledTimes(1);
    // The same return also reported as the page turning visible: one read.
    shown('visible');
    expect(cached.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh offline (coming back online refreshes by itself)', () => {
    setNetwork(NetworkStatus.disconnected);
    const cached = resource();
    renderHook(() => useRefreshOnReturn(cached.refresh));
    shown('visible');
    expect(cached.refresh).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const cached = resource();
    const { unmount } = renderHook(() => useRefreshOnReturn(cached.refresh));
    unmount();
    shown('visible');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(cached.refresh).not.toHaveBeenCalled();
  });
});
