import { describe, expect, it } from 'vitest';
import { NetworkStatus } from '../../network/model/network-state';
import { MIN_CHECK_GAP_MS, shouldCheckForUpdate } from './update-check';

const online = {
  browserOnline: true,
  networkStatus: NetworkStatus.connected,
  now: 1_000_000,
  lastCheckAt: undefined,
};

describe('shouldCheckForUpdate', () => {
  it('checks when online and never checked', () => {
    expect(shouldCheckForUpdate(online)).toBe(true);
  });

  it('skips the check while the browser is offline', () => {
    expect(shouldCheckForUpdate({ ...online, browserOnline: false })).toBe(false);
  });

  it('skips the check while the network banner says disconnected', () => {
    expect(shouldCheckForUpdate({ ...online, networkStatus: NetworkStatus.disconnected })).toBe(false);
  });

  it('still checks while connecting (the check itself may succeed)', () => {
    expect(shouldCheckForUpdate({ ...online, networkStatus: NetworkStatus.connecting })).toBe(true);
  });

  it('skips a check right after the last one, and not after the gap', () => {
    expect(shouldCheckForUpdate({ ...online, lastCheckAt: online.now - MIN_CHECK_GAP_MS + 1 })).toBe(false);
    expect(shouldCheckForUpdate({ ...online, lastCheckAt: online.now - MIN_CHECK_GAP_MS })).toBe(true);
  });

  it('checks when the clock went back past the last check', () => {
    expect(shouldCheckForUpdate({ ...online, lastCheckAt: online.now + 5_000 })).toBe(true);
  });
});
