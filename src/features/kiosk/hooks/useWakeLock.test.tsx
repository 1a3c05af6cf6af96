// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './useWakeLock';

/** A stand-in for the Screen Wake Lock API: the test releases locks as the browser would. */
function fakeWakeLock() {
  const locks: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async () => {
    const lock = Object.assign(new EventTarget(), {
      released: false,
      release: async () => {
        lock.released = true;
        lock.dispatchEvent(new Event('release'));
      },
    });
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'wakeLock');
  setVisibility('visible');
});

describe('useWakeLock', () => {
  it('holds the lock, and takes it again when the page becomes visible after the browser released it', async () => {
    const wake = fakeWakeLock();
    const { result } = renderHook(() => useWakeLock(true));
    await vi.waitFor(() => expect(result.current).toBe('held'));

    setVisibility('hidden');
    await act(async () => {
      await wake.locks[0]?.release();
    });
    expect(result.current).toBe('released');

    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(result.current).toBe('held'));
    expect(wake.request).toHaveBeenCalledTimes(2);
  });

  it("says 'denied' when the browser refuses, and 'unsupported' without the API", async () => {
    const wake = fakeWakeLock();
    wake.request.mockRejectedValueOnce(new DOMException('Battery saver', 'NotAllowedError'));
    const { result } = renderHook(() => useWakeLock(true));
    await vi.waitFor(() => expect(result.current).toBe('denied'));
    cleanup();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(renderHook(() => useWakeLock(true)).result.current).toBe('unsupported');
  });
});
