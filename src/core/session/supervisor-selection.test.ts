// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { appStore } from '../state/jotai';
import { selectedSupervisorIdAtom, selectSupervisor, supervisorSelectionAtom } from './supervisor-selection';

afterEach(() => {
  selectSupervisor(undefined);
  signOutForTest();
});

describe('supervisor selection', () => {
  it.each([
    ['the user who chose it', 1, '2'],
    ['another user on the same device', 7, undefined],
  ])('is sent for %s', (_case, signedInUserId, sent) => {
    signInAs(1, 1001);
    selectSupervisor({ userId: 1, supervisorId: '2', title: 'Sam Supervisor' });
    signInAs(signedInUserId, 1001);
    expect(appStore.get(selectedSupervisorIdAtom)).toBe(sent);
  });

  it('is kept on the device across a reload (localStorage) and forgotten when reset', () => {
    signInAs(1, 1001);
    selectSupervisor({ userId: 1, supervisorId: '6', title: 'Mia Merged' });
    expect(JSON.parse(localStorage.getItem('ops.selectedSupervisor') ?? '{}').supervisorId).toBe('6');
    selectSupervisor(undefined);
    expect(localStorage.getItem('ops.selectedSupervisor')).toBeNull();
    expect(appStore.get(supervisorSelectionAtom)).toBeUndefined();
  });
});
