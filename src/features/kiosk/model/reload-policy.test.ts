import { describe, expect, it } from 'vitest';
import { MIN_RELOAD_GAP_MS, type ReloadConditions, reloadDecision } from './reload-policy';

const NOW = Date.UTC(2026, 10, 24, 9);
const idle: ReloadConditions = {
  updateWaiting: true,
  serverAnswers: true,
  lastSelfReloadAt: undefined,
  now: NOW,
};

describe('reloadDecision', () => {
  it('applies a waiting version when idle, the server answers and no recent self-reload', () => {
    expect(reloadDecision(idle)).toBe('apply');
    expect(reloadDecision({ ...idle, lastSelfReloadAt: NOW - MIN_RELOAD_GAP_MS })).toBe('apply');
  });

  it.each([
    ['no new version', { updateWaiting: false }],
    ['the server not answering', { serverAnswers: false }],
    ['a self-reload moments ago', { lastSelfReloadAt: NOW - 60_000 }],
  ])('waits with %s', (_case, change: Partial<ReloadConditions>) => {
    expect(reloadDecision({ ...idle, ...change })).toBe('wait');
  });

  it('does not trust a self-reload stamped in the future (clock set back)', () => {
    expect(reloadDecision({ ...idle, lastSelfReloadAt: NOW + 60_000 })).toBe('apply');
  });
});
