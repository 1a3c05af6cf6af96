import { describe, expect, it, vi } from 'vitest';
import { type EntryActionEffects, runEntryAction } from './run-entry-action';

const fakeEffects = (width = 1440) => {
  const effects = {
    navigate: vi.fn(),
    openWindow: vi.fn(),
    recordLaunch: vi.fn(async () => {}),
    viewportWidth: () => width,
    hideMobileSidebar: vi.fn(),
  } satisfies EntryActionEffects;
  return effects;
};

describe('runEntryAction', () => {
  it('navigates and keeps the sidebar on a desktop screen', () => {
    const effects = fakeEffects(1440);
    runEntryAction({ kind: 'navigate', href: '/dashboard?acctId=3', hideHome: false }, effects);
    expect(effects.navigate).toHaveBeenCalledWith('/dashboard?acctId=3');
    expect(effects.hideMobileSidebar).not.toHaveBeenCalled();
  });

  it('hides the sidebar after navigating on a screen under 1000 px', () => {
    const effects = fakeEffects(999);
    runEntryAction({ kind: 'navigate', href: '/error/406', hideHome: true }, effects);
    expect(effects.navigate).toHaveBeenCalledWith('/error/406');
    expect(effects.hideMobileSidebar).toHaveBeenCalledOnce();
  });

  it('opens a new window and records the launch without navigating', () => {
    const effects = fakeEffects(800);
    const usage = { group: 'Links', appName: 'Fleet', appUrl: 'https://x.test', itemID: '5' } as const;
    runEntryAction({ kind: 'openWindow', url: 'https://x.test', usage }, effects);
    expect(effects.openWindow).toHaveBeenCalledWith('https://x.test');
    expect(effects.recordLaunch).toHaveBeenCalledWith(usage);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.hideMobileSidebar).not.toHaveBeenCalled();
  });
});
