import { vi } from 'vitest';
import { endpoint } from '../../contracts/endpoint';
import { Headers as H } from '../../contracts/headers';
import type { Session } from '../../contracts/session';
import { z } from '../../contracts/zod';
import { type ApiClientDeps, createApiClient } from './client';

export const ping = endpoint({
  method: 'GET',
  path: 'Ping',
  body: undefined,
  response: z.object({ ok: z.boolean() }),
});
export const echo = endpoint({
  method: 'POST',
  path: 'Echo/:id',
  body: z.object({ text: z.string().check(z.minLength(1, 'Text is required')) }),
  response: z.object({ ok: z.boolean() }),
});

export const session = (token: string, expiresAt = Date.now() + 60_000): Session => ({
  user: {
    id: 1,
    name: 'Ann',
    authToken: token,
    claims: [],
    roles: [],
    selectedRoleId: null,
    selectedAccountId: null,
  },
  refreshToken: 'refresh-1',
  expiresAt,
});

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake API: tokens named `fresh-N` are valid; renewals hand out the next one. */
export function harness(
  overrides: Partial<ApiClientDeps> = {},
  route?: (url: string, init: RequestInit) => Response | undefined | Promise<Response | undefined>,
) {
  let current = session('stale');
  let renewals = 0;
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: ApiClientDeps = {
    baseUrl: 'https://api.test/api',
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, init });
      const custom = await route?.(url, init);
      if (custom) return custom;
      if (url.endsWith('/Auth/Renew')) {
        renewals += 1;
        await Promise.resolve();
        return json(200, session(`fresh-${renewals}`));
      }
      const token = (init.headers as Record<string, string>)[H.authToken] ?? '';
      return token.startsWith('fresh') ? json(200, { ok: true }) : json(401, { message: 'Token expired' });
    }) as typeof fetch,
    getSession: () => current,
    setSession: (s) => {
      current = s;
    },
    getAccount: () => undefined,
    isLoggingOut: () => false,
    onSessionExpired: vi.fn(),
    onForbidden: vi.fn(),
    onMaintenance: vi.fn(),
    wait: () => Promise.resolve(),
    ...overrides,
  };
  return { client: createApiClient(deps), deps, calls, renewals: () => renewals };
}
