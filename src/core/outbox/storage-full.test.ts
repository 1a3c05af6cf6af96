import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_RETRY_MS, isQuotaExceeded, onHeldRecordsChange, storeInOrder } from './storage-full';

const quotaError = () => Object.assign(new Error('Quota exceeded'), { name: 'QuotaExceededError' });

afterEach(() => {
  vi.useRealTimers();
});

describe('isQuotaExceeded', () => {
  it("knows the browser's error and Dexie's wrapper of it, nothing else", () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaExceeded(new Error('ConstraintError'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});

describe('storeInOrder', () => {
  it('holds a record the device has no room for, tells listeners, and stores it first once there is room', async () => {
    vi.useFakeTimers();
    const stored: string[] = [];
    const heldCounts: number[] = [];
    const stop = onHeldRecordsChange((held) => heldCounts.push(held));
    let full = true;
    const write = (name: string) => async () => {
      if (full) throw quotaError();
      stored.push(name);
      return name;
    };

    const first = storeInOrder(write('first'));
    const second = storeInOrder(write('second'));
    await vi.advanceTimersByTimeAsync(HOLD_RETRY_MS[0] + HOLD_RETRY_MS[1]);
    expect(stored).toEqual([]);
    expect(heldCounts).toEqual([1]);

    full = false;
    await vi.advanceTimersByTimeAsync(HOLD_RETRY_MS[2]);
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
    expect(stored).toEqual(['first', 'second']);
    expect(heldCounts).toEqual([1, 0]);
    stop();
  });

  it('passes any other failure on, and the next record is not held up by it', async () => {
    const failed = storeInOrder(async () => {
      throw new Error('ConstraintError');
    });
    await expect(failed).rejects.toThrow('ConstraintError');
    await expect(storeInOrder(async () => 'next')).resolves.toBe('next');
  });
});
