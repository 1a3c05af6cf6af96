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

describe('whenQueued', () => {
  it('waits for a change handed over while it waits too (a star pressed as a handover reload waits)', async () => {
    let storeFirst: () => void = () => {};
    let storeSecond: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      storeFirst = resolve;
    });
    const second = new Promise<void>((resolve) => {
      storeSecond = resolve;
    });
    const firstArrived = onItsWay(first, false);
    let settled = false;
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    const secondArrived = onItsWay(second, true);
    storeFirst();
    await first;
    firstArrived();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);

    storeSecond();
    await second;
    secondArrived();
    await waiting;
    expect(settled).toBe(true);
  });
});
