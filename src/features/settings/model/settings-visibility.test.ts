import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../contracts/claims';
import { visibleSubTabs } from './settings-visibility';

const claim = (claimType: string, claimValue: string): Claim => ({ claimType, claimValue });
const siteAdmin = claim('roletype', 'systemadmin');
const workday = claim('usertype', 'Workday');
const userSelection = claim('feature', 'userselection');

describe('visibleSubTabs', () => {
  it.each([
    ['an OpsBox user', [], ['Preferences', 'Notifications', 'Permissions']],
    ['a Workday user', [workday], ['Preferences']],
    [
      'a site admin with user selection',
      [siteAdmin, userSelection],
      ['Preferences', 'Notifications', 'Permissions', 'Impersonate Supervisor', 'Impersonate User'],
    ],
    ['a Workday site admin', [siteAdmin, workday], ['Preferences']],
    [
      'a user with user selection only',
      [userSelection],
      ['Preferences', 'Notifications', 'Permissions', 'Impersonate User'],
    ],
  ])('shows %s their tabs', (_case, claims, tabs) => {
    expect(visibleSubTabs(claims, false).map((entry) => entry.tab)).toEqual(tabs);
  });

  it.each([
    [false, []],
    [true, ['Impersonate Supervisor', 'Impersonate User']],
  ])('with the Workday database down = %s disables %j', (down, disabled) => {
    const tabs = visibleSubTabs([siteAdmin, userSelection], down);
    expect(tabs.filter((entry) => entry.disabled).map((entry) => entry.tab)).toEqual(disabled);
  });
});
