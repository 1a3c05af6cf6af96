import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUsageEntry } from '../../contracts/usage';
import { HELD_LAUNCHES_MAX, heldAppLaunches, recordAppLaunch, registerAppLaunchRecorder } from './app-launch';

const launch = (itemID: string): AppUsageEntry => ({
  group: 'Links',
  appName: `Link ${itemID}`,
  appUrl: `https://example.com/${itemID}`,
  itemID,
});

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  // Drain what a test left held.
  unregister = registerAppLaunchRecorder(() => {});
  unregister();
});

describe('recordAppLaunch', () => {
  it('holds launches until a recorder registers, then hands them over in order', async () => {
    await recordAppLaunch(launch('1'));
    await recordAppLaunch(launch('2'));
    const recorder = vi.fn();
    unregister = registerAppLaunchRecorder(recorder);
    expect(recorder.mock.calls.map(([entry]) => entry.itemID)).toEqual(['1', '2']);
    expect(heldAppLaunches()).toEqual([]);
  });

  it('passes launches straight to a registered recorder', async () => {
    const recorder = vi.fn();
    unregister = registerAppLaunchRecorder(recorder);
    await recordAppLaunch(launch('3'));
    expect(recorder).toHaveBeenCalledWith(launch('3'));
  });

  it('keeps only the newest launches while no recorder is registered', async () => {
    for (let i = 0; i < HELD_LAUNCHES_MAX + 2; i += 1) await recordAppLaunch(launch(String(i)));
    expect(heldAppLaunches()).toHaveLength(HELD_LAUNCHES_MAX);
    expect(heldAppLaunches()[0]?.itemID).toBe('2');
  });

  it('holds again after the recorder unregisters', async () => {
    const recorder = vi.fn();
    registerAppLaunchRecorder(recorder)();
    await recordAppLaunch(launch('4'));
    expect(recorder).not.toHaveBeenCalled();
    expect(heldAppLaunches()).toEqual([launch('4')]);
  });
});
