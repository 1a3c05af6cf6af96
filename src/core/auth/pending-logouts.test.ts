import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { jsonAnswer, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { setNetwork } from '../cache/signed-in.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { memoryStorage } from '../state/memory-storage.testkit';
import { PENDING_LOGOUTS_KEY, pendingAfter, revokeAtServer } from './pending-logouts';
import { logoutNeedsResending } from './send-pending-logouts';

const kept = () => localStorage.getItem(PENDING_LOGOUTS_KEY);
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  setUpTestApi();
  vi.stubGlobal('localStorage', memoryStorage());
  setNetwork(NetworkStatus.connected);
});

describe('logoutNeedsResending', () => {
  it('sends again what did not reach the server or found it unable to act, and nothing it answered', () => {
    expect(logoutNeedsResending(new ApiError('network', 'offline'))).toBe(true);
    expect(logoutNeedsResending(new ApiError('http', 'busy', 503))).toBe(true);
    expect(logoutNeedsResending(new ApiError('http', 'broken', 500))).toBe(true);
    expect(logoutNeedsResending(new ApiError('http', 'slow down', 429))).toBe(true);
    expect(logoutNeedsResending(new ApiError('http', 'timeout', 408))).toBe(true);
    expect(logoutNeedsResending(new TypeError('Failed to fetch'))).toBe(true);
    expect(logoutNeedsResending(new ApiError('http', 'bad', 400))).toBe(false);
    expect(logoutNeedsResending(new ApiError('http', 'unknown', 401))).toBe(false);
    expect(logoutNeedsResending(new ApiError('contract', 'unreadable'))).toBe(false);
  });
});

describe('pendingAfter', () => {
  it('keeps a token once, newest last, at most twenty, and drops a sent one', () => {
    expect(pendingAfter(['a', 'b'], 'a', false)).toEqual(['b', 'a']);
    expect(pendingAfter(['a', 'b'], 'a', true)).toEqual(['b']);
    const many = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(pendingAfter(many, 'new', false)).toEqual([...many.slice(1), 'new']);
  });
});

describe('revokeAtServer', () => {
  it('sends the revocation at once and keeps nothing when the server hears it', async () => {
    const requests = serveApi({ 'POST Auth/Logout': noContent });
    await revokeAtServer('r1');
    expect(requests.map((r) => [r.path, r.body])).toEqual([['Auth/Logout', { refreshToken: 'r1' }]]);
    expect(kept()).toBeNull();
  });

  it('keeps it on the device when the server cannot be reached, and sends it at the next start', async () => {
    vi.stubGlobal('fetch', unreachable);
    await revokeAtServer('r1');
    expect(kept()).toBe('["r1"]');

    const requests = serveApi({ 'POST Auth/Logout': noContent });
    await revokeAtServer();
    expect(requests.map((r) => r.body)).toEqual([{ refreshToken: 'r1' }]);
    expect(kept()).toBeNull();
  });

  it('keeps it through a 503 and forgets it after a final answer (the token unknown)', async () => {
    serveApi({ 'POST Auth/Logout': () => jsonAnswer({ message: 'Down for maintenance' }, 503) });
    await revokeAtServer('r1');
    expect(kept()).toBe('["r1"]');

    serveApi({ 'POST Auth/Logout': () => jsonAnswer({ message: 'Unknown sign-in' }, 400) });
    await revokeAtServer();
    expect(kept()).toBeNull();
  });

  it('sends what is kept again when the connection comes back', async () => {
    vi.stubGlobal('fetch', unreachable);
    await revokeAtServer('r1');
    await revokeAtServer('r2');
    expect(kept()).toBe('["r1","r2"]');

    const requests = serveApi({ 'POST Auth/Logout': noContent });
    setNetwork(NetworkStatus.disconnected);
    setNetwork(NetworkStatus.connected);
    await vi.waitFor(() => expect(kept()).toBeNull());
    expect(requests.map((r) => r.body)).toEqual([{ refreshToken: 'r1' }, { refreshToken: 'r2' }]);
  });

  it('loads nothing and sends nothing when nothing is kept', async () => {
    const requests = serveApi({ 'POST Auth/Logout': noContent });
    await revokeAtServer();
    expect(requests).toEqual([]);
  });
});
