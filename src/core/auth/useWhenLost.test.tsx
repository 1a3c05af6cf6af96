// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenLost } from './useWhenLost';

describe('useWhenLost (walkthrough 37, D6)', () => {
  it('calls back once when a held right goes, not while it stays or when it comes back', () => {
    const onLost = vi.fn();
    const { rerender } = renderHook(({ held }) => useWhenLost(held, onLost), {
      initialProps: { held: true },
    });
    rerender({ held: true });
    expect(onLost).not.toHaveBeenCalled();
    rerender({ held: false });
    rerender({ held: false });
    expect(onLost).toHaveBeenCalledOnce();
    rerender({ held: true });
    expect(onLost).toHaveBeenCalledOnce();
  });

  it('says nothing to a user who never held it', () => {
    const onLost = vi.fn();
    const { rerender } = renderHook(({ held }) => useWhenLost(held, onLost), {
      initialProps: { held: false },
    });
    rerender({ held: false });
    expect(onLost).not.toHaveBeenCalled();
  });
});
