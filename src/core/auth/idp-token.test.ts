import { describe, expect, it } from 'vitest';
import { idpTokenFor } from './idp-token';

const tokens = { accessToken: 'access', idToken: 'id' };

describe('idpTokenFor', () => {
  it.each([
    { scopes: [], expected: 'id' },
    { scopes: ['openid', 'profile', 'email', 'offline_access'], expected: 'id' },
    { scopes: ['api://ops/.default'], expected: 'access' },
    { scopes: ['openid', 'api://ops/access'], expected: 'access' },
  ])('gives $expected for scopes $scopes', ({ scopes, expected }) => {
    expect(idpTokenFor({ scopes }, tokens)).toBe(expected);
  });

  it('gives nothing when the chosen token is empty', () => {
    expect(idpTokenFor({ scopes: [] }, { accessToken: 'access', idToken: '' })).toBeUndefined();
  });
});
