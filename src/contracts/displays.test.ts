import { describe, expect, it } from 'vitest';
import {
  canManageDisplays,
  DISPLAY_NAME_DIRECTION_MESSAGE,
  displayNameTaken,
  HEARTBEAT_STALE_AFTER_MS,
  isHeartbeatStale,
  saveDisplaySchema,
} from './displays';

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
    [{ ...valid, name: 'Lobby \u202eybboL' }, DISPLAY_NAME_DIRECTION_MESSAGE],
    [{ ...valid, name: '\u2067Lobby\u2069' }, DISPLAY_NAME_DIRECTION_MESSAGE],
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

describe('displayNameTaken (walkthrough 8, defect 11)', () => {
  const displays = [
    { id: 1, name: 'Metro Airport counter' },
    { id: 2, name: 'Zürich Hub yard' },
  ];
  it.each([
    ['another display’s name', 'Metro Airport counter', undefined, true],
    ['the same name in other case and spaces', '  zürich HUB yard ', undefined, true],
    [
      'the same name with a zero-width space in it (walkthrough 9)',
      'Metro Air\u200Bport counter',
      undefined,
      true,
    ],
    ['a display’s own name, kept in an edit', 'metro airport counter', 1, false],
    ['a name of its own', 'Metro Airport counter 2', undefined, false],
  ])('%s: %s', (_case, name, exceptId, taken) => {
    expect(displayNameTaken(name, displays, exceptId)).toBe(taken);
  });
});
