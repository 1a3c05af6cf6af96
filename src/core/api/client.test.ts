import { describe, expect, it } from 'vitest';
import { endpoint } from '../../contracts/endpoint';
import { Headers as H } from '../../contracts/headers';
import { z } from '../../contracts/zod';
import { ApiError, OFFLINE_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { FORBIDDEN_RETRIES } from './client';
import { echo, harness, json, ping, session } from './client.testkit';

describe('api client', () => {
  it('renews an expired token exactly once for many concurrent requests, then retries each', async () => {
    const { client, renewals } = harness();
    const results = await Promise.all(Array.from({ length: 10 }, () => client.call(ping)));
    expect(results).toEqual(Array(10).fill({ ok: true }));
    expect(renewals()).toBe(1);
  });

  it('renews before sending when the session says the token has lapsed', async () => {
    const { client, calls, deps } = harness();
    deps.setSession(session('stale', Date.now() - 1));
    await client.call(ping);
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/api/Auth/Renew', 'https://api.test/api/Ping']);
  });

  it('signs out with the spec message when the renewal call itself answers 401', async () => {
    const { client, deps } = harness({}, (url) =>
      url.endsWith('/Auth/Renew') ? json(401, { message: 'no' }) : undefined,
    );
    await expect(client.call(ping)).rejects.toMatchObject({
      kind: 'sessionExpired',
      message: SESSION_EXPIRED_MESSAGE,
    });
    expect(deps.onSessionExpired).toHaveBeenCalledWith('Session expired, please re-login!');
  });

  it('keeps the session when the renewal fails for lack of network', async () => {
    const { client, deps } = harness({}, (url) => {
      if (url.endsWith('/Auth/Renew')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    await expect(client.call(ping)).rejects.toMatchObject({ kind: 'network' });
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('toasts once on 403 and retries a bounded number of times', async () => {
    const { client, deps, calls } = harness({ getSession: () => session('fresh-0') }, () =>
      json(403, { message: 'Forbidden' }),
    );
    await expect(client.call(ping)).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(deps.onForbidden).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1 + FORBIDDEN_RETRIES);
  });

  it('succeeds when a retried 403 turns into an answer', async () => {
    let n = 0;
    const { client } = harness({ getSession: () => session('fresh-0') }, () =>
      n++ === 0 ? json(403, {}) : undefined,
    );
    await expect(client.call(ping)).resolves.toEqual({ ok: true });
  });

  it('sends the app to /error/503 on 503', async () => {
    const { client, deps } = harness({ getSession: () => session('fresh-0') }, () =>
      json(503, { message: 'Migrating' }),
    );
    await expect(client.call(ping)).rejects.toBeInstanceOf(ApiError);
    expect(deps.onMaintenance).toHaveBeenCalled();
  });

  it('leaves the page alone when a background call (an error report) meets a 503', async () => {
    const { client, deps } = harness({ getSession: () => session('fresh-0') }, () =>
      json(503, { message: 'Shutting down' }),
    );
    const report = { ...ping, anonymous: true, background: true };
    await expect(client.call(report)).rejects.toMatchObject({ status: 503 });
    expect(deps.onMaintenance).not.toHaveBeenCalled();
  });

  it("sends the signed-in session's token with an anonymous call that takes one (an error report)", async () => {
    const report = { ...ping, anonymous: true, sessionIfAny: true };
    const signedIn = harness({ getSession: () => session('fresh-0') });
    await signedIn.client.call(report, { headers: { [H.idempotencyKey]: 'held-1' } });
    expect(signedIn.calls[0]?.init.headers).toMatchObject({
      [H.authToken]: 'fresh-0',
      [H.idempotencyKey]: 'held-1',
    });

    const signedOut = harness({ getSession: () => undefined }, () => json(200, { ok: true }));
    await signedOut.client.call(report);
    expect(signedOut.calls[0]?.init.headers).not.toHaveProperty(H.authToken);
    expect(signedOut.deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('never renews nor signs out for such a call: a lapsed token goes as it is, a 401 only rejects it', async () => {
    const report = { ...ping, anonymous: true, sessionIfAny: true };
    const { client, calls, deps, renewals } = harness({}, () => json(401, { message: 'Token expired' }));
    deps.setSession(session('stale', Date.now() - 1));
    await expect(client.call(report)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => [c.url, (c.init.headers as Record<string, string>)[H.authToken]])).toEqual([
      ['https://api.test/api/Ping', 'stale'],
    ]);
    expect(renewals()).toBe(0);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends no token with an anonymous call that takes none', async () => {
    const { client, calls } = harness({ getSession: () => session('fresh-0') }, () =>
      json(200, { ok: true }),
    );
    await client.call({ ...ping, anonymous: true });
    expect(calls[0]?.init.headers).not.toHaveProperty(H.authToken);
  });

  it('leaves the page alone when an outbox replay meets a 503, and passes its Retry-After on', async () => {
    const { client, deps } = harness(
      { getSession: () => session('fresh-0') },
      () => new Response('{"message":"Busy"}', { status: 503, headers: { 'Retry-After': '20' } }),
    );
    await expect(client.call(ping, { background: true })).rejects.toMatchObject({
      status: 503,
      retryAfterMs: 20_000,
    });
    expect(deps.onMaintenance).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', json(500, { message: 'Database unavailable' }), 'Database unavailable'],
    [
      'the HTTP message without a body',
      new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
      '502 Bad Gateway',
    ],
  ])('reports %s on other errors', async (_, answer, message) => {
    const { client } = harness({ getSession: () => session('fresh-0') }, () => answer);
    await expect(client.call(ping)).rejects.toMatchObject({ message });
  });

  it('rejects a malformed answer with a readable message instead of passing it on', async () => {
    const { client } = harness({ getSession: () => session('fresh-0') }, () => json(200, { ok: 'yes' }));
    await expect(client.call(ping)).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringMatching(/cannot read/),
    });
  });

  describe("an answer that is not the API's (docs/api.md)", () => {
    const page = (type: string) => () =>
      new Response('<html><body>Hotel WiFi: please accept the terms</body></html>', {
        status: 200,
        headers: { 'Content-Type': type },
      });

    it.each(['text/html; charset=utf-8', 'text/plain', 'application/xhtml+xml'])(
      "takes a 2xx of type %s (a captive portal's page) for no answer: the API never saw the call",
      async (type) => {
        const { client } = harness({ getSession: () => session('fresh-0') }, page(type));
        await expect(client.call(ping)).rejects.toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
      },
    );

    it('keeps the session when the renewal meets the portal, as with no network', async () => {
      const { client, deps } = harness({}, (url) =>
        url.endsWith('/Auth/Renew') ? page('text/html')() : undefined,
      );
      await expect(client.renew()).rejects.toMatchObject({ kind: 'network' });
      expect(deps.onSessionExpired).not.toHaveBeenCalled();
    });

    it.each([
      ['JSON failing the contract', json(200, { ok: 'yes' })],
      [
        'JSON cut short',
        new Response('{"ok":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ],
      [
        'a problem+json body',
        new Response('{}', { status: 200, headers: { 'Content-Type': 'application/problem+json' } }),
      ],
    ])("still reads %s as the API's own unreadable answer (kind contract, status 200)", async (_, answer) => {
      const { client } = harness({ getSession: () => session('fresh-0') }, () => answer);
      await expect(client.call(ping)).rejects.toMatchObject({ kind: 'contract', status: 200 });
    });

    it("reads an empty 2xx (204, no type) as the API's", async () => {
      const empty = endpoint({ method: 'POST', path: 'Empty', body: undefined, response: z.undefined() });
      const { client } = harness(
        { getSession: () => session('fresh-0') },
        () => new Response(null, { status: 204 }),
      );
      await expect(client.call(empty)).resolves.toBeUndefined();
    });

    const proxyPage =
      (status: number, type = 'text/html; charset=utf-8') =>
      () =>
        new Response('<html><body>Access denied by your organisation</body></html>', {
          status,
          headers: { 'Content-Type': type },
        });

    it("takes a 403 HTML page (a web filter's block page) for no answer: no toast, no retries", async () => {
      for (const type of ['text/html; charset=utf-8', 'application/xhtml+xml']) {
        const { client, deps, calls, renewals } = harness(
          { getSession: () => session('fresh-0') },
          proxyPage(403, type),
        );
        await expect(client.call(ping)).rejects.toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
        expect(renewals()).toBe(0);
        expect(deps.onForbidden).not.toHaveBeenCalled();
        expect(calls).toHaveLength(1);
      }
    });

    it.each([404, 405, 409, 413, 429])(
      'reads a %i HTML page as the HTTP error it is (a route this API lacks, a size limit…)',
      async (status) => {
        const { client } = harness({ getSession: () => session('fresh-0') }, proxyPage(status));
        await expect(client.call(ping)).rejects.toMatchObject({ kind: 'http', status });
      },
    );

    it("reads a 401 HTML page as the API host's refusal: the token is renewed, as for any 401", async () => {
      const { client, renewals } = harness({ getSession: () => session('fresh-0') }, (url) =>
        url.endsWith('/Auth/Renew') ? undefined : proxyPage(401)(),
      );
      // Renewed once; the call refused again, the session has expired (not 'no network').
      await expect(client.call(ping)).rejects.toMatchObject({ kind: 'sessionExpired' });
      expect(renewals()).toBe(1);
    });

    it.each([
      ['JSON', 'application/json'],
      ['empty', ''],
      ['plain text', 'text/plain'],
    ])("still reads a 4xx with a %s body as the API's refusal", async (_, type) => {
      const { client } = harness({ getSession: () => session('fresh-0') }, () =>
        type === ''
          ? new Response(null, { status: 409, statusText: 'Conflict' })
          : new Response(type === 'application/json' ? '{"message":"Taken"}' : 'Taken', {
              status: 409,
              statusText: 'Conflict',
              headers: { 'Content-Type': type },
            }),
      );
      await expect(client.call(ping)).rejects.toMatchObject({ kind: 'http', status: 409 });
    });

    it('reads an HTML 503 as the maintenance answer and an HTML 500 as the error it is', async () => {
      const maintenance = harness({ getSession: () => session('fresh-0') }, proxyPage(503));
      await expect(maintenance.client.call(ping)).rejects.toMatchObject({ kind: 'http', status: 503 });
      expect(maintenance.deps.onMaintenance).toHaveBeenCalledTimes(1);
      const failing = harness({ getSession: () => session('fresh-0') }, proxyPage(500));
      await expect(failing.client.call(ping)).rejects.toMatchObject({ kind: 'http', status: 500 });
    });

    it("still reads an HTML error page (a gateway's 502) as the HTTP error it is", async () => {
      const { client } = harness(
        { getSession: () => session('fresh-0') },
        () =>
          new Response('<html>Bad gateway</html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      );
      await expect(client.call(ping)).rejects.toMatchObject({ kind: 'http', status: 502 });
    });
  });

  it('passes on the abort of a call its caller gave up, and a failed fetch as no network', async () => {
    const controller = new AbortController();
    const { client } = harness({ getSession: () => session('fresh-0') }, async (_url, init) => {
      controller.abort();
      throw init.signal?.reason;
    });
    await expect(client.call(ping, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const failing = harness({ getSession: () => session('fresh-0') }, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failing.client.call(ping)).rejects.toMatchObject({ kind: 'network' });
  });

  it('validates the body against the contract before sending', async () => {
    const { client, calls } = harness({ getSession: () => session('fresh-0') });
    await expect(client.call(echo, { params: { id: 7 }, body: { text: '' } })).rejects.toMatchObject({
      message: 'Text is required',
    });
    expect(calls).toHaveLength(0);
    await client.call(echo, { params: { id: 'a b' }, body: { text: 'hi' } });
    expect(calls[0]?.url).toBe('https://api.test/api/Echo/a%20b');
    expect(calls[0]?.init.body).toBe('{"text":"hi"}');
  });

  it('sends a call asked to outlive the page with keepalive, before the next task, and no other', async () => {
    const { client, calls } = harness({ getSession: () => session('fresh-0') });
    void client.call(ping, { keepalive: true });
    // Sent from a pagehide listener, it must leave before the page does: no timer, no I/O first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    await client.call(ping);
    expect(calls.map((c) => c.init.keepalive)).toEqual([true, undefined]);
  });

  it('drops every call but logout while signing out', async () => {
    const { client, calls } = harness({ isLoggingOut: () => true, getSession: () => session('fresh-0') });
    await expect(client.call(ping)).rejects.toMatchObject({ kind: 'dropped' });
    expect(calls).toHaveLength(0);
  });
});

describe('api client renewal races', () => {
  it('does not renew again for a 401 that answers a request sent before the renewal finished', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    // Slow was sent with the stale token and answers 401 only after the renewal is done.
    const { client, renewals } = harness({}, async (url, init) => {
      const token = (init.headers as Record<string, string>)[H.authToken];
      if (!url.endsWith('/Slow') || token !== 'stale') return undefined;
      await slowGate;
      return json(401, {});
    });
    const slow = client.call(
      endpoint({ method: 'GET', path: 'Slow', body: undefined, response: z.object({ ok: z.boolean() }) }),
    );
    await client.call(ping); // 401 → renewal → retry, all while Slow is still waiting
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(renewals()).toBe(1);
  });
});
