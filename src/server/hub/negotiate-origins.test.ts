import { afterEach, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../server.testkit';

/*
 * Which browser origins the portal's hubs answer with CORS (walkthrough 9, suggestions: every
 * origin, `null` included, was echoed with Allow-Credentials). The app's own origin and the
 * gateway hosts `/app-config.json` names may call negotiate; any other gets no CORS headers.
 */

let server: TestServer | undefined;
afterEach(() => server?.close());

const HUBS = ['/hubs/appUsage', '/hubs/notifications'];

async function negotiate(running: TestServer, hubPath: string, origin: string, host = 'portal.example') {
  const { user } = await signIn(running.app, 'supervisor');
  const response = await running.app.inject({
    method: 'POST',
    url: `${hubPath}/negotiate?negotiateVersion=1`,
    headers: { origin, host, authorization: `Bearer ${user.authToken}` },
  });
  return {
    status: response.statusCode,
    allowOrigin: response.headers['access-control-allow-origin'],
    allowCredentials: response.headers['access-control-allow-credentials'],
  };
}

describe('the hub negotiate', () => {
  it.each(HUBS)(
    "answers the app's own origin (the host it is served from) with CORS: %s",
    async (hubPath) => {
      server = await startTestServer();
      expect(await negotiate(server, hubPath, 'https://portal.example')).toEqual({
        status: 200,
        allowOrigin: 'https://portal.example',
        allowCredentials: 'true',
      });
    },
  );

  it.each(HUBS)('gives another site and the opaque origin no CORS headers: %s', async (hubPath) => {
    server = await startTestServer();
    for (const origin of ['https://evil.example', 'null']) {
      expect(await negotiate(server, hubPath, origin)).toEqual({
        status: 200,
        allowOrigin: undefined,
        allowCredentials: undefined,
      });
    }
  });

  it('answers the origins of the configured API and hub hosts (a gateway in front), and no other', async () => {
    server = await startTestServer({
      APP_API_BASE_URL: 'https://gateway.example/ops/api',
      APP_HUB_BASE_URL: 'https://hubs.example:8443/ops/hubs',
    });
    // The gateway passes the request on under the server's own host name.
    const behindGateway = (origin: string) =>
      negotiate(server as TestServer, '/hubs/appUsage', origin, 'backend:8080');
    expect((await behindGateway('https://gateway.example')).allowOrigin).toBe('https://gateway.example');
    expect((await behindGateway('https://hubs.example:8443')).allowOrigin).toBe('https://hubs.example:8443');
    expect((await behindGateway('https://hubs.example')).allowOrigin).toBeUndefined();
    expect((await behindGateway('https://portal.example')).allowOrigin).toBeUndefined();
  });

  it('answers the CORS preflight of an allowed origin only', async () => {
    server = await startTestServer();
    const preflight = (origin: string) =>
      server?.app.inject({
        method: 'OPTIONS',
        url: '/hubs/appUsage/negotiate?negotiateVersion=1',
        headers: { origin, host: 'portal.example', 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://portal.example'))?.headers['access-control-allow-origin']).toBe(
      'https://portal.example',
    );
    expect((await preflight('https://evil.example'))?.headers['access-control-allow-origin']).toBeUndefined();
  });
});
