import { describe, expect, test } from 'vitest';
import {
  countsAsVisit,
  INSTALL_OFFER_SNOOZE_MS,
  INSTALL_OFFER_VISITS,
  type InstallWay,
  installWay,
  isIosSafari,
  offerOnLauncher,
} from './install-offer';

const NOW = Date.UTC(2026, 10, 24, 12);
const offer = (overrides: Partial<Parameters<typeof offerOnLauncher>[0]> = {}) =>
  offerOnLauncher({
    way: 'prompt',
    state: { visits: INSTALL_OFFER_VISITS, dismissedAt: null },
    pathname: '/home',
    now: NOW,
    ...overrides,
  });

describe('offerOnLauncher', () => {
  test('comes on the launcher from the set number of visits on', () => {
    expect(offer({ state: { visits: INSTALL_OFFER_VISITS - 1, dismissedAt: null } })).toBe(false);
    expect(offer({ state: { visits: INSTALL_OFFER_VISITS, dismissedAt: null } })).toBe(true);
    expect(offer({ state: { visits: INSTALL_OFFER_VISITS + 10, dismissedAt: null } })).toBe(true);
  });

  test.each(['/display', '/display/3', '/error/404', '/error/browser', '/labor-planning', '/'])(
    'never comes by itself on %s',
    (pathname) => {
      expect(offer({ pathname })).toBe(false);
    },
  );

  test('stays away for the snooze time after Not now, then comes again', () => {
    expect(offer({ state: { visits: 9, dismissedAt: NOW - 1000 } })).toBe(false);
    expect(offer({ state: { visits: 9, dismissedAt: NOW - INSTALL_OFFER_SNOOZE_MS + 1 } })).toBe(false);
    expect(offer({ state: { visits: 9, dismissedAt: NOW - INSTALL_OFFER_SNOOZE_MS } })).toBe(true);
  });

  test.each<InstallWay>(['prompt', 'howTo'])('comes when the way to install is %s', (way) => {
    expect(offer({ way })).toBe(true);
  });

  test('does not come when nothing can be installed', () => {
    expect(offer({ way: 'none' })).toBe(false);
  });
});

describe('installWay', () => {
  const device = { promptReady: false, installed: false, standalone: false, iosSafari: false };
  test('the browser prompt when one was handed over', () => {
    expect(installWay({ ...device, promptReady: true })).toBe('prompt');
  });
  test('a how-to on iOS Safari, which has no prompt', () => {
    expect(installWay({ ...device, iosSafari: true })).toBe('howTo');
  });
  test('nothing once installed or when running as the installed app', () => {
    expect(installWay({ ...device, promptReady: true, installed: true })).toBe('none');
    expect(installWay({ ...device, iosSafari: true, standalone: true })).toBe('none');
  });
  test('nothing in a browser that offers no install', () => {
    expect(installWay(device)).toBe('none');
  });
});

describe('countsAsVisit', () => {
  test.each([
    ['/home', true],
    ['/labor-planning', true],
    ['/display', false],
    ['/display/2', false],
    ['/error/503', false],
    ['/displays', true],
  ])('%s → %s', (pathname, expected) => {
    expect(countsAsVisit(pathname)).toBe(expected);
  });
});

describe('isIosSafari', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const ipadSafari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const iphoneChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const desktopChrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  test('iPhone Safari and iPad Safari (which says Macintosh, with a touch screen)', () => {
    expect(isIosSafari(iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(ipadSafari, 5)).toBe(true);
  });
  test('not a Mac, Chrome on iOS or a desktop browser', () => {
    expect(isIosSafari(ipadSafari, 0)).toBe(false);
    expect(isIosSafari(iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(desktopChrome, 0)).toBe(false);
  });
});
