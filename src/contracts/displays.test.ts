import { describe, expect, it } from 'vitest';
import { canManageDisplays, HEARTBEAT_STALE_AFTER_MS, isHeartbeatStale, saveDisplaySchema } from './displays';

describe('isHeartbeatStale', () => {
  it('is live up to three missed heartbeats, stale after, and stale without any', () => {
    expect(isHeartbeatStale(1_000, 1_000 + HEARTBEAT_STALE_AFTER_MS)).toBe(false);
    expect(isHeartbeatStale(1_000, 1_001 + HEARTBEAT_STALE_AFTER_MS)).toBe(true);
    expect(isHeartbeatStale(null, 1_000)).toBe(true);
  });
});

describe('saveDisplaySchema', () => {
  const valid = {
    name: 'Lobby',
    accountId: 1001,
    layout: 'rotate',
    rotateSeconds: 10,
    refreshSeconds: 60,
    panels: [{ kind: 'clock' }],
  };
  const firstMessage = (input: unknown) => saveDisplaySchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a valid display and trims its name', () => {
    expect(saveDisplaySchema.parse({ ...valid, name: '  Lobby ' }).name).toBe('Lobby');
  });

  it.each([
    [{ ...valid, name: '' }, 'A display needs a name.'],
    [{ ...valid, panels: [] }, 'A display needs at least one panel.'],
    [{ ...valid, refreshSeconds: 5 }, 'Refresh interval must be at least 15 seconds.'],
    [{ ...valid, rotateSeconds: 601 }, 'Rotation must be at most 600 seconds.'],
  ])('refuses %o with a clear message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('canManageDisplays', () => {
  it('needs a displaymanagement permission at any level', () => {
    const permission = (claimValue: string) => [{ claimType: 'permissions', claimValue }];
    expect(canManageDisplays(permission('displaymanagement.1'))).toBe(true);
    expect(canManageDisplays(permission('announcements.0'))).toBe(false);
  });
});
