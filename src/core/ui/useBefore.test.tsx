import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBefore } from './useBefore';

afterEach(() => {
  vi.useRealTimers();
});

describe('useBefore', () => {
  it('is true until the moment passes, and turns false then by itself', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { result } = renderHook(() => useBefore(1_000_000 + 40_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(39_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('is false for a moment past or none', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(renderHook(() => useBefore(999_999)).result.current).toBe(false);
    expect(renderHook(() => useBefore(undefined)).result.current).toBe(false);
  });
});
