// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { appStore } from '../state/jotai';
import {
  followStoredSelection,
  selectedSupervisorIdAtom,
  selectSupervisor,
  supervisorSelectionAtom,
} from './supervisor-selection';

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

  describe("another tab's choice", () => {
    const storeInOtherTab = (value: unknown) =>
      value === undefined
        ? localStorage.removeItem('ops.selectedSupervisor')
        : localStorage.setItem('ops.selectedSupervisor', JSON.stringify(value));

    it.each([
      ['chosen', undefined, { userId: 1, supervisorId: '2', title: 'Sam Supervisor' }, '2'],
      [
        'changed',
        { userId: 1, supervisorId: '2', title: 'Sam Supervisor' },
        { userId: 1, supervisorId: '6', title: 'Mia Merged' },
        '6',
      ],
      ['reset', { userId: 1, supervisorId: '2', title: 'Sam Supervisor' }, undefined, undefined],
    ])('%s there is taken up here, and the page loads again', (_case, mine, theirs, sent) => {
      signInAs(1, 1001);
      selectSupervisor(mine);
      storeInOtherTab(theirs);
      const reload = vi.fn();
      expect(followStoredSelection(reload)).toBe(true);
      expect(appStore.get(selectedSupervisorIdAtom)).toBe(sent);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it("leaves the page alone when nothing changes for its user (another user's choice, the same one again)", () => {
      signInAs(1, 1001);
      selectSupervisor({ userId: 1, supervisorId: '2', title: 'Sam Supervisor' });
      const reload = vi.fn();
      storeInOtherTab({ userId: 1, supervisorId: '2', title: 'Sam Supervisor' });
      expect(followStoredSelection(reload)).toBe(false);
      signInAs(7, 1001);
      storeInOtherTab({ userId: 1, supervisorId: '6', title: 'Mia Merged' });
      expect(followStoredSelection(reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
