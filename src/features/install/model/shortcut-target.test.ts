import { describe, expect, test } from 'vitest';
import { appShortcuts, START_URL } from '../manifest-extras';
import {
  launchAction,
  launchHref,
  panelsFor,
  panelsWhenFragmentLeaves,
  shortcutTargetOf,
} from './shortcut-target';

describe('shortcutTargetOf', () => {
  test('reads back every shortcut of the manifest', () => {
    const targets = appShortcuts.map((shortcut) => shortcutTargetOf(new URL(shortcut.url, 'https://x').hash));
    expect(targets).toEqual(['home', 'favorites', 'notifications', 'releaseNotes']);
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

describe('launchAction', () => {
  test('goes to another address, where the fragment opens its target', () => {
    expect(launchAction('/home#release-notes', '/home#notifications')).toEqual({
      kind: 'navigate',
      href: '/home#release-notes',
    });
    expect(launchAction('/home#notifications', '/home')).toEqual({
      kind: 'navigate',
      href: '/home#notifications',
    });
  });
  test.each([
    ['/home#notifications', 'notifications'],
    ['/home#release-notes', 'releaseNotes'],
    ['/home#favorites', 'favorites'],
  ] as const)('opens %s again when the window already shows that address', (href, target) => {
    expect(launchAction(href, href)).toEqual({ kind: 'open', target });
  });
  test("a plain launch (the app's icon, the start_url) leaves the window where it is", () => {
    expect(START_URL).toBe('/home');
    expect(launchAction('/home', '/labor-planning?acctId=2')).toEqual({ kind: 'none' });
    expect(launchAction('/home', '/home#notifications')).toEqual({ kind: 'none' });
  });
  test("Home's shortcut goes to the launcher, without its fragment; there already, it closes what was opened", () => {
    expect(launchAction('/home#home', '/labor-planning?acctId=2')).toEqual({
      kind: 'navigate',
      href: '/home',
    });
    expect(launchAction('/home#home', '/home#notifications')).toEqual({ kind: 'open', target: 'home' });
    expect(launchAction('/home#home', '/home')).toEqual({ kind: 'open', target: 'home' });
    expect(panelsFor('home')).toEqual({ bell: false, releaseNotes: false });
  });
  test('nothing for the page already shown without a shortcut fragment, or no target', () => {
    expect(launchAction('/home', '/home')).toEqual({ kind: 'none' });
    expect(launchAction('/labor-planning?acctId=2', '/labor-planning?acctId=2')).toEqual({ kind: 'none' });
    expect(launchAction(undefined, '/home')).toEqual({ kind: 'none' });
  });
});

describe('panelsFor', () => {
  test.each([
    ['notifications', { bell: true, releaseNotes: false }],
    ['releaseNotes', { bell: false, releaseNotes: true }],
    ['favorites', { bell: false, releaseNotes: false }],
  ] as const)('%s opens what it names and closes the other', (target, panels) => {
    expect(panelsFor(target)).toEqual(panels);
  });
});

describe('panelsWhenFragmentLeaves (walkthrough 10, defect 6)', () => {
  const bothOpen = { bell: true, releaseNotes: true };
  test.each([
    ['releaseNotes', { bell: true, releaseNotes: false }],
    ['notifications', { bell: false, releaseNotes: true }],
    ['favorites', bothOpen],
    ['home', bothOpen],
  ] as const)('Back from the address naming %s closes what it opened, and only that', (target, panels) => {
    expect(panelsWhenFragmentLeaves(target, bothOpen)).toEqual(panels);
  });
  test('a panel already closed stays closed', () => {
    expect(panelsWhenFragmentLeaves('releaseNotes', { bell: false, releaseNotes: false })).toEqual({
      bell: false,
      releaseNotes: false,
    });
  });
});
