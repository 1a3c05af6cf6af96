import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './one-run-at-a-time';

/** A task whose runs the test ends one by one. */
function heldTask() {
  const ends: Array<() => void> = [];
  let started = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      started += 1;
      ends.push(resolve);
    });
  const endNext = async () => {
    ends.shift()?.();
    // The run's end, and the next run's start, are a few promise turns later.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { task, endNext, started: () => started, out: () => ends.length };
}

describe('oneRunAtATime', () => {
  it('runs at once when no run is out', async () => {
    const held = heldTask();
    const call = oneRunAtATime(held.task);
    call();
    expect(held.started()).toBe(1);
    await held.endNext();
    call();
    expect(held.started()).toBe(2);
  });

  it('makes the calls during a run one more run after it, never two at once', async () => {
    const held = heldTask();
    const call = oneRunAtATime(held.task);
    call();
    call();
    call();
    call();
    expect(held.started()).toBe(1);
    await held.endNext();
    expect(held.started()).toBe(2);
    expect(held.out()).toBe(1);
    await held.endNext();
    expect(held.started()).toBe(2);
  });

  it('goes on after a run that failed', async () => {
    let runs = 0;
    const call = oneRunAtATime(async () => {
      runs += 1;
      throw new Error('the read failed');
    });
    call();
    call();
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(runs).toBe(2);
  });
});
