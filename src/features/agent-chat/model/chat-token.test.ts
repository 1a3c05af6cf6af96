import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { acquireChatToken, type ChatMsal, POWER_PLATFORM_SCOPE } from './chat-token';

const account = (name: string) => ({ homeAccountId: name, username: `${name}@example.com` }) as AccountInfo;
const result = (fields: Partial<AuthenticationResult>) => fields as AuthenticationResult;
const fail = (errorCode = 'interaction_required') =>
  vi.fn(async () => {
    throw Object.assign(new Error(`MSAL said ${errorCode}`), { errorCode });
  });

/** A fake MSAL whose every step succeeds unless a test replaces it. */
function fakeMsal(overrides: Partial<Record<keyof ChatMsal, unknown>> = {}) {
  const msal = {
    getActiveAccount: vi.fn(() => null),
    getAllAccounts: vi.fn(() => []),
    ssoSilent: fail(),
    loginPopup: vi.fn(async () => result({ account: account('popup') })),
    acquireTokenSilent: vi.fn(async () => result({ accessToken: 'silent-token' })),
    acquireTokenPopup: vi.fn(async () => result({ accessToken: 'popup-token' })),
    ...overrides,
  };
  return msal as typeof msal & ChatMsal;
}

const scopes = [POWER_PLATFORM_SCOPE];

describe('acquireChatToken', () => {
  it('uses the active account and a silent token for the power-platform default scope', async () => {
    const active = account('active');
    const msal = fakeMsal({
      getActiveAccount: vi.fn(() => active),
      getAllAccounts: vi.fn(() => [account('other')]),
    });
    await expect(acquireChatToken(msal)).resolves.toBe('silent-token');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ account: active, scopes });
    expect(msal.ssoSilent).not.toHaveBeenCalled();
    expect(msal.loginPopup).not.toHaveBeenCalled();
  });

  it('uses the first cached account when none is active', async () => {
    const first = account('first');
    const msal = fakeMsal({ getAllAccounts: vi.fn(() => [first, account('second')]) });
    await acquireChatToken(msal);
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ account: first, scopes });
    expect(msal.ssoSilent).not.toHaveBeenCalled();
  });

  it('tries silent single sign-on when no account is cached', async () => {
    const sso = account('sso');
    const msal = fakeMsal({ ssoSilent: vi.fn(async () => result({ account: sso })) });
    await acquireChatToken(msal);
    expect(msal.ssoSilent).toHaveBeenCalledWith({ scopes });
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ account: sso, scopes });
    expect(msal.loginPopup).not.toHaveBeenCalled();
  });

  it('opens a login popup with account selection when single sign-on fails', async () => {
    const msal = fakeMsal();
    await expect(acquireChatToken(msal)).resolves.toBe('silent-token');
    expect(msal.loginPopup).toHaveBeenCalledWith({ scopes, prompt: 'select_account' });
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ account: account('popup'), scopes });
  });

  it('opens the login popup when single sign-on answers no account', async () => {
    const msal = fakeMsal({ ssoSilent: vi.fn(async () => result({ account: undefined })) });
    await acquireChatToken(msal);
    expect(msal.loginPopup).toHaveBeenCalled();
  });

  it("fails with 'Login failed or cancelled.' when the user closes the login popup", async () => {
    const msal = fakeMsal({ loginPopup: fail('user_cancelled') });
    await expect(acquireChatToken(msal)).rejects.toThrow(/^Login failed or cancelled\.$/);
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it("fails with 'Login failed or cancelled.' when the login popup gives no account", async () => {
    const msal = fakeMsal({ loginPopup: vi.fn(async () => result({ account: undefined })) });
    await expect(acquireChatToken(msal)).rejects.toThrow(/^Login failed or cancelled\.$/);
  });

  it("fails with 'Login popup failed. {error}' when the popup breaks", async () => {
    const msal = fakeMsal({ loginPopup: fail('popup_window_error') });
    await expect(acquireChatToken(msal)).rejects.toThrow(
      /^Login popup failed\. MSAL said popup_window_error$/,
    );
  });

  it('falls back to a token popup when the silent token fails', async () => {
    const active = account('active');
    const msal = fakeMsal({ getActiveAccount: vi.fn(() => active), acquireTokenSilent: fail() });
    await expect(acquireChatToken(msal)).resolves.toBe('popup-token');
    expect(msal.acquireTokenPopup).toHaveBeenCalledWith({ account: active, scopes });
  });

  it("fails with 'Token acquisition failed.' when both token calls fail for a known account", async () => {
    const msal = fakeMsal({
      getActiveAccount: vi.fn(() => account('active')),
      acquireTokenSilent: fail(),
      acquireTokenPopup: fail('user_cancelled'),
    });
    await expect(acquireChatToken(msal)).rejects.toThrow(/^Token acquisition failed\.$/);
  });

  it("fails with 'Token acquisition failed after login.' when both token calls fail after the login popup", async () => {
    const msal = fakeMsal({ acquireTokenSilent: fail(), acquireTokenPopup: fail() });
    await expect(acquireChatToken(msal)).rejects.toThrow(/^Token acquisition failed after login\.$/);
  });
});
