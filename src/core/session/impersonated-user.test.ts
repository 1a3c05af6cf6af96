// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../contracts/session';
import {
  impersonatedUserTitle,
  rememberedImpersonatedTitle,
  rememberImpersonatedTitle,
} from './impersonated-user';

describe('the impersonated user’s remembered title', () => {
  beforeEach(() => localStorage.clear());

  it('is the chosen title for the user who chose it and that impersonation only', () => {
    rememberImpersonatedTitle(1, { value: '7', title: 'Dana Driver' });
    expect(rememberedImpersonatedTitle(1, '7')).toBe('Dana Driver');
    expect(rememberedImpersonatedTitle(1, '8')).toBeUndefined();
    expect(rememberedImpersonatedTitle(2, '7')).toBeUndefined();
  });

  it('is forgotten by a reset', () => {
    rememberImpersonatedTitle(1, { value: '7', title: 'Dana Driver' });
    rememberImpersonatedTitle(1, undefined);
    expect(rememberedImpersonatedTitle(1, '7')).toBeUndefined();
  });

  it('reads as absent when what is stored is not such a record', () => {
    localStorage.setItem('ops.impersonatedUser', '{"userId":"one"');
    expect(rememberedImpersonatedTitle(1, '7')).toBeUndefined();
    localStorage.setItem(
      'ops.impersonatedUser',
      JSON.stringify({ userId: 1, impersonatedId: 7, title: 'x' }),
    );
    expect(rememberedImpersonatedTitle(1, '7')).toBeUndefined();
  });
});

describe('impersonatedUserTitle', () => {
  beforeEach(() => localStorage.clear());
  const admin = (claims: AuthUser['claims']): AuthUser => ({
    id: 1,
    name: 'Avery Admin',
    authToken: 't',
    claims,
    roles: [],
    selectedRoleId: null,
    selectedAccountId: null,
  });

  it('is undefined without a UserId claim, the remembered name with one, else the id', () => {
    expect(impersonatedUserTitle(admin([{ claimType: 'Version', claimValue: '3.2.0' }]))).toBeUndefined();
    const impersonating = admin([{ claimType: 'UserId', claimValue: '7' }]);
    expect(impersonatedUserTitle(impersonating)).toBe('user 7');
    rememberImpersonatedTitle(1, { value: '7', title: 'Dana Driver' });
    expect(impersonatedUserTitle(impersonating)).toBe('Dana Driver');
  });
});
