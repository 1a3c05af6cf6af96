// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setNetwork } from '../cache/signed-in.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { startUserContextRefreshOnReturn } from './user-context-on-return';

const { reread, renew, follow, order } = vi.hoisted(() => {
  const order: string[] = [];
  return {
    order,
    reread: vi.fn(() => order.push('reread')),
    renew: vi.fn(async () => void order.push('renew')),
    follow: vi.fn(() => order.push('follow')),
  };
});
vi.mock('./user-context-repair', () => ({ rereadUserContext: reread }));
vi.mock('./session-changed-elsewhere', () => ({
  startFollowingSessionChanges: follow,
  renewOnReturn: renew,
}));

describe('startUserContextRefreshOnReturn', () => {
  it('reads the menu and roles again when the page comes back from the back/forward cache, with one listener however often started', async () => {
    setNetwork(NetworkStatus.connected);
    startUserContextRefreshOnReturn();
    startUserContextRefreshOnReturn();
    // A page loaded anew is no return: of the two, only the restore reads (the repair's module
    // is fetched first, so the read comes a moment later).
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.waitFor(() => expect(reread).toHaveBeenCalled());
    expect(reread).toHaveBeenCalledTimes(1);
    // The session's changes are followed from the start, and a return renews it before the reads
    // (walkthrough 15, D3: another device's impersonation or Merge Roles change).
    expect(follow).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['follow', 'renew', 'reread']);
  });
});
