import { afterEach, describe, expect, it, vi } from 'vitest';
import { onItsWay, whenQueued } from './records-on-their-way';
import { HOLD_RETRY_MS, storeInOrder } from './storage-full';

const quotaError = () => Object.assign(new Error('Quota exceeded'), { name: 'QuotaExceededError' });

afterEach(() => {
  vi.useRealTimers();
});

describe('whenQueued on a full device', () => {
  it('settles once the records on their way are held for room: waiting would store none, and the page would never leave', async () => {
    vi.useFakeTimers();
    let full = true;
    const storing = storeInOrder(async () => {
      if (full) throw quotaError();
      return 'stored';
    });
    const arrived = onItsWay(storing, true);
    let settled = false;
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    await waiting;

    // Room again: the held record is stored after all.
    full = false;
    await vi.advanceTimersByTimeAsync(HOLD_RETRY_MS[0]);
    await expect(storing).resolves.toBe('stored');
    arrived();
  });
});
