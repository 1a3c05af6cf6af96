import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signIn, startTestServer, type TestServer } from '../server.testkit';

describe('error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        extensions: [
          (app) => {
            app.get('/api/Broken', async () => {
              throw new Error('secret detail at /home/app/db.ts:12');
            });
          },
        ],
      },
    );
  });
  afterAll(() => server.close());

  it('turns an unexpected failure into a 500 without details', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on the server. Try again later.' });
    expect(response.body).not.toContain('secret');
  });

  it('answers an unknown API route with a JSON 404, a method its route does not take with a JSON 405', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/Common/Nothing', 404],
      ['DELETE', '/api/Common/Menu', 405],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });

  it('keeps fastify’s client errors as 4xx with a message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers a body over the 1 MB limit with 413 saying the limit', async () => {
    const session = await signIn(server.app, 'viewer');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/Common/Favorites',
      headers: { ...authHeaders(session), 'content-type': 'application/json' },
      payload: JSON.stringify({ favorites: [], padding: 'x'.repeat(1_048_576) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large: at most 1 MB.' });
  });

  it('tells a caller without a sign-in or the right so before anything about the body (walkthrough 33, D3)', async () => {
    const send = (url: string, headers: Record<string, string>, payload: string) =>
      server.app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    const huge = JSON.stringify({ favorites: [], padding: 'x'.repeat(1_048_576) });
    for (const payload of ['{bad', huge]) {
      expect((await send('/api/Common/Favorites', {}, payload)).statusCode).toBe(401);
    }
    const viewer = authHeaders(await signIn(server.app, 'viewer'));
    const refused = await send('/api/Help/Topics', viewer, '[');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toMatch(/JSON/);
    // Signed in and allowed, the body's fault is told.
    const broken = await send('/api/Common/Favorites', viewer, '{bad');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it.each(['text/plain', 'text/plain;charset=UTF-8'])(
    'answers a JSON text sent as %s with 415, as for every body that is not JSON',
    async (contentType) => {
      const session = await signIn(server.app, 'viewer');
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/Common/Favorites',
        headers: { ...authHeaders(session), 'content-type': contentType },
        payload: '{"favorites":[101]}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/text\/plain/);
    },
  );

  it('ends a field message of a 400 with one full stop, and adds one to a message without', async () => {
    const session = await signIn(server.app, 'admin');
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/Help/Topics', headers: authHeaders(session), payload });
    const blank = await put({ id: 0, title: '  ', description: '<p>x</p>', permissionLevel: 2 });
    expect(blank.json().message).toBe(
      'Invalid request body for PUT Help/Topics: title: A help topic needs a title.',
    );
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 1 },
    });
    expect(login.json().message).toMatch(
      /^Invalid request body for POST Auth\/Login: username: [^.]*[^.]\.$/,
    );
  });
});
