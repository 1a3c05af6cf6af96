import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, migratedDataDir, signIn, startTestServer, type TestServer } from '../server.testkit';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const bundle = `export const rows = [${'"a hashed chunk of the app", '.repeat(400)}];\n`;
const page = `<!doctype html><title>Ops Portal</title>${'<p>shell</p>'.repeat(200)}`;
const worker = `self.addEventListener("fetch", () => {});${' /* precache */'.repeat(200)}`;

/** The body as the browser reads it, whatever the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

/** A file of the built app with its .br and .gz siblings, as vite.config.ts's build writes them. */
function writeBuilt(staticDir: string, path: string, text: string): void {
  writeFileSync(join(staticDir, path), text);
  writeFileSync(join(staticDir, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(staticDir, `${path}.gz`), gzipSync(text));
}

describe('compressed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dataDir = migratedDataDir();
    const staticDir = join(dataDir, 'dist');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeBuilt(staticDir, 'index.html', page);
    writeBuilt(staticDir, 'assets/index-3f9a1c2b.js', bundle);
    writeBuilt(staticDir, 'manifest.webmanifest', '{"name":"Ops Portal"}');
    writeFileSync(join(staticDir, 'sw.js'), worker);
    writeFileSync(join(staticDir, 'icon.png'), Buffer.alloc(4096, 7));
    server = await startTestServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir, STAGE: 'test' });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('sends the precompressed hashed asset the browser accepts (%s → %s)', async (accept, encoding) => {
    const response = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 5);
    expect(decoded(response)).toBe(bundle);
  });

  it('sends the file as it is to a client that accepts no compression, still varying on it', async () => {
    const response = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(bundle);
  });

  it('keeps the shell and the manifest no-cache when they go compressed', async () => {
    for (const url of ['/', '/labor-planning']) {
      const response = await get(url, { ...html, 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(page);
    }
    const manifest = await get('/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(decoded(manifest)).toBe('{"name":"Ops Portal"}');
  });

  it('compresses the service worker on the fly and keeps it no-cache', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(worker);
  });

  it('leaves pictures as they are', async () => {
    const response = await get('/icon.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
  });

  it('keeps the security headers on compressed answers', async () => {
    const response = await get('/', { ...html, 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a large API answer by what the client accepts, with Vary', async () => {
    const session = await signIn(server.app, 'admin');
    const plain = await getAs(server.app, session, 'Common/Menu', { 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const response = await getAs(server.app, session, 'Common/Menu', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('sends small answers as they are: not worth compressing', async () => {
    const response = await get('/app-config.json', { 'accept-encoding': 'br, gzip' });
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
