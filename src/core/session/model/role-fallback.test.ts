import { describe, expect, it } from 'vitest';
import { renewedRoleFallback, roleFallback, selectedRoleLost } from './role-fallback';

const supervisor = { roleId: 3, roleName: 'Shift Supervisor' };
const planner = { roleId: 4, roleName: 'Labor Planner' };
const clerk = { roleId: 5, roleName: 'Clerk' };
const held = (...roles: (typeof supervisor)[]) => ({ roles, consolidated: false });

describe('the selected role taken away', () => {
  it('moves to the first role the user still holds, and says which went', () => {
    expect(roleFallback(held(planner, clerk), 3, [supervisor, planner, clerk])).toEqual({
      to: planner,
      notice: 'You no longer have the role Shift Supervisor; switched to Labor Planner.',
    });
  });

  it('says so without a name when the session never knew the lost role', () => {
    expect(roleFallback(held(planner), 9, [planner])?.notice).toBe(
      'Your selected role is no longer yours; switched to Labor Planner.',
    );
  });

  it('does nothing while the selected role is held', () => {
    expect(selectedRoleLost(held(supervisor, planner), 3)).toBe(false);
    expect(roleFallback(held(planner, supervisor), 3, [supervisor, planner])).toBeUndefined();
  });

  it('does nothing for merged roles, no selection, or no role left to move to', () => {
    expect(selectedRoleLost({ roles: [planner], consolidated: true }, 3)).toBe(false);
    expect(selectedRoleLost(held(planner), null)).toBe(false);
    expect(selectedRoleLost(held(), 3)).toBe(false);
    expect(roleFallback(held(), 3, [supervisor])).toBeUndefined();
  });
});

describe('the selected role taken away, answered by a renewal', () => {
  const before = { roles: [supervisor, planner, clerk], selectedRoleId: 3 };

  it("says it in the same words as the app's own move, naming the role the renewal selected", () => {
    expect(renewedRoleFallback(before, { roles: [planner, clerk], selectedRoleId: 4 })).toEqual({
      to: planner,
      notice: 'You no longer have the role Shift Supervisor; switched to Labor Planner.',
    });
    expect(renewedRoleFallback(before, { roles: [planner, clerk], selectedRoleId: 5 })?.to).toBe(clerk);
  });

  it('says nothing while the role is held, or with no role selected after or before', () => {
    expect(renewedRoleFallback(before, { roles: [supervisor, planner], selectedRoleId: 4 })).toBeUndefined();
    expect(renewedRoleFallback(before, { roles: [planner], selectedRoleId: null })).toBeUndefined();
    expect(
      renewedRoleFallback({ ...before, selectedRoleId: null }, { roles: [planner], selectedRoleId: 4 }),
    ).toBeUndefined();
  });
});
