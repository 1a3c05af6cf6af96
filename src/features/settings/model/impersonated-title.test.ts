// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedImpersonatedTitle, rememberImpersonatedTitle } from './impersonated-title';

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
