import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './useMinuteClock';

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

const START = new Date(2026, 11, 1, 0, 51, 20);
const HOURS_3 = 3 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useMinuteClock', () => {
  it('ticks at each whole minute', () => {
    const { result } = renderHook(() => useMinuteClock());
    expect(result.current.getMinutes()).toBe(51);
    act(() => vi.advanceTimersByTime(39_000));
    expect(result.current.getMinutes()).toBe(51);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.getMinutes()).toBe(52);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.getMinutes()).toBe(53);
  });

  it('shows the time at once when the page is shown again after a sleep, not at the pending minute (walkthrough 34, O1)', () => {
    const { result } = renderHook(() => useMinuteClock());
    // The laptop sleeps three hours: the clock jumps, no timer fires.
    setVisibility('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    vi.setSystemTime(START.getTime() + HOURS_3);
    expect(result.current.getHours()).toBe(0);

    setVisibility('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect([result.current.getHours(), result.current.getMinutes()]).toEqual([3, 51]);
    // And the next minute is counted from now: 03:52 comes 40 s later, once.
    act(() => vi.advanceTimersByTime(40_000));
    expect([result.current.getHours(), result.current.getMinutes()]).toEqual([3, 52]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the time at once when the window takes the focus or the page is restored (pageshow)', () => {
    const { result } = renderHook(() => useMinuteClock());
    vi.setSystemTime(START.getTime() + HOURS_3);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.getHours()).toBe(3);

    vi.setSystemTime(START.getTime() + 2 * HOURS_3);
    act(() => window.dispatchEvent(new Event('pageshow')));
    expect(result.current.getHours()).toBe(6);
  });

  it('leaves no timer or listener behind once unmounted', () => {
    const { result, unmount } = renderHook(() => useMinuteClock());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(START.getTime() + HOURS_3);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(result.current.getHours()).toBe(0);
  });
});
