import { describe, expect, test } from 'vitest';
import { appShortcuts } from '../manifest-extras';
import { launchHref, shortcutTargetOf } from './shortcut-target';

describe('shortcutTargetOf', () => {
  test('reads back every shortcut of the manifest but Home', () => {
    const targets = appShortcuts.map((shortcut) => shortcutTargetOf(new URL(shortcut.url, 'https://x').hash));
    expect(targets).toEqual([undefined, 'favorites', 'notifications', 'releaseNotes']);
  });
  test('nothing for other fragments', () => {
    expect(shortcutTargetOf('')).toBeUndefined();
    expect(shortcutTargetOf('#apps')).toBeUndefined();
  });
});

describe('launchHref', () => {
  test('the path, query and fragment of a target on this origin', () => {
    expect(launchHref('https://portal.example/home#favorites', 'https://portal.example')).toBe(
      '/home#favorites',
    );
    expect(launchHref('https://portal.example/labor-planning?acctId=2', 'https://portal.example')).toBe(
      '/labor-planning?acctId=2',
    );
  });
  test('nowhere for another origin, no target or an unreadable one', () => {
    expect(launchHref('https://evil.example/home', 'https://portal.example')).toBeUndefined();
    expect(launchHref(undefined, 'https://portal.example')).toBeUndefined();
    expect(launchHref('not a url', 'https://portal.example')).toBeUndefined();
  });
});
