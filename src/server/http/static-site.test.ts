import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../contracts/config';
import { migratedDataDir, startTestServer, type TestServer } from '../server.testkit';
import { cacheControlFor } from './static-site';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('cacheControlFor', () => {
  it.each([
    ['/dist/index.html', 'no-cache'],
    ['/dist/index.html.br', 'no-cache'],
    ['/dist/manifest.webmanifest.gz', 'no-cache'],
    ['/dist/assets/index-3f9a1c2b.js.br', 'public, max-age=31536000, immutable'],
    ['/dist/sw.js', 'no-cache'],
    ['/dist/manifest.webmanifest', 'no-cache'],
    ['/dist/assets/index-3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['/dist/icons/icon-192.png', 'public, max-age=3600'],
  ])('gives %s %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('the built app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dataDir = migratedDataDir();
    const staticDir = join(dataDir, 'dist');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Ops Portal</title>');
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(staticDir, 'assets', 'index-3f9a1c2b.js'), 'console.log(1);');
    server = await startTestServer({
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      STAGE: 'test',
      SUPPORT_URL: 'https://help.example',
    });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves index.html and sw.js to be revalidated, hashed assets to be kept', async () => {
    const index = await get('/', html);
    expect([index.statusCode, index.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index-3f9a1c2b.js')).headers['cache-control']).toContain('immutable');
  });

  it('answers unknown page navigations with index.html', async () => {
    const page = await get('/labor-planning?view=weekly', html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ops Portal</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/Nope', '/api', '/hubs/appUsage/nope', '/__test/stats'])(
    'never falls back for %s: a JSON 404',
    async (url) => {
      const response = await get(url, html);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Not found: GET ${url}` });
    },
  );

  it.each([
    ['DELETE', '/api/Common/Menu', 'GET, HEAD'],
    ['GET', '/api/Common/Favorites', 'PUT'],
    ['DELETE', '/api/Common/Announcements/3/Acknowledge', 'POST'],
    ['POST', '/api/Help/Topics', 'GET, HEAD, PATCH, PUT'],
    ['GET', '/hubs/appUsage/negotiate', 'OPTIONS, POST'],
  ])('answers %s %s, a path served under other methods, 405 with Allow: %s', async (method, url, allow) => {
    const response = await server.app.inject({ method: method as 'GET', url, headers: html });
    expect([response.statusCode, response.headers.allow]).toEqual([405, allow]);
    expect(response.json()).toEqual({ message: `Not allowed: ${method} ${url}. Allowed: ${allow}.` });
  });

  it('answers a path no method serves 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/Common/Nope' });
      expect(response.statusCode).toBe(404);
    }
  });

  it.each([
    ['an API path', `/api/Areas/${'a'.repeat(4200)}`],
    ['a hub path', `/hubs/${'a'.repeat(5000)}`],
    ['a test-control path', `/__test/${'a'.repeat(5000)}`],
  ])('answers %s longer than a file name may be with the JSON 404, not 403', async (_case, url) => {
    for (const headers of [html, { accept: '*/*' }]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Not found: GET ${url}` });
    }
  });

  it('answers an overlong page navigation with index.html, and an overlong file with a JSON 404', async () => {
    const page = await get(`/${'p'.repeat(5000)}`, html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ops Portal</title>');
    expect((await get(`/assets/${'f'.repeat(5000)}.js`, { accept: '*/*' })).statusCode).toBe(404);
  });

  it('answers a missing file that is not a page with a JSON 404', async () => {
    expect((await get('/assets/missing-1234abcd.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('serves /app-config.json from the environment, in the contract shape', async () => {
    const response = await get('/app-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(appConfigSchema.parse(response.json())).toEqual({
      stage: 'test',
      usageHubProtocol: 'batch',
      apiBaseUrl: '/api',
      hubBaseUrl: '/hubs',
      auth: { mode: 'local' },
      supportUrl: 'https://help.example',
      season: 'none',
      telemetry: { clarityProjectId: 'ops-portal-local', clarityUploadUrl: '/telemetry/clarity' },
      // The frame-src origins: the demo menu's external links all live on example.com.
      frameOrigins: ['https://example.com'],
    });
  });
});

describe('an unbuilt app', () => {
  it('answers GET / with a message to run npm run build', async () => {
    const server = await startTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
    await server.close();
  });
});
