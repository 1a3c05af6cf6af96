import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appConfigFor } from './app-config';
import type { RouteMethodsOf } from './route-methods';
import { frameOrigins } from './security-headers';

/** Files a browser must re-check on every load, or an update would never reach it. */
const revalidatedFiles = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** The file a precompressed sibling stands for: index.html.br → index.html. */
const uncompressedName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

export function cacheControlFor(filePath: string): string {
  if (revalidatedFiles.has(basename(uncompressedName(filePath)))) return 'no-cache';
  // Vite names everything under assets/ by content hash: a changed file is a new URL.
  if (filePath.split(/[\\/]/).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const notBuiltMessage = (staticDir: string) =>
  `The app is not built: no index.html in ${staticDir}.\n` +
  'Run `npm run build` (or `npm start`, which builds first), then reload this page.\n';

/**
 * No file of the build has a path this long, and a longer one would reach the file system only to
 * be refused as too long for a file name, which the static plugin answers 403 'Forbidden' (to the
 * client: 'you have no access'): such paths are not found instead.
 */
const MAX_FILE_PATH_LENGTH = 1024;

/** The route @fastify/static serves every file under. */
export const STATIC_WILDCARD = '/*';

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * The built app, `/app-config.json`, and the fallback for unknown paths: browser navigations get
 * index.html (the client router takes over); API, hub and test-control paths never do, they get a
 * JSON 404, or a 405 with `Allow` when the path is served under other methods (`routeMethodsOf`).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  routeMethodsOf: RouteMethodsOf,
): Promise<void> {
  const { config, db } = app.portal;
  const { staticDir } = config;
  const reservedPrefixes = [config.apiBase, config.hubBase, '/__test'].map((prefix) => `${prefix}/`);
  const isReserved = (path: string) => reservedPrefixes.some((prefix) => `${path}/`.startsWith(prefix));

  // frameOrigins follows the menu in the database on every request, as the frame-src header does.
  app.get('/app-config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(appConfigFor(config, frameOrigins(config, db))),
  );

  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    suppressWarning: true,
    // The build writes index-abc123.js.br and .gz beside each text file (vite.config.ts): the one
    // the browser accepts goes as it is (brotli first), with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  // API, hub and test-control paths are never files, and no file has an overlong path: both skip
  // the static plugin's wildcard for the not-found handler below (a JSON 404, or index.html for a
  // page navigation outside the reserved paths).
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_WILDCARD) return;
    const path = request.url.split('?')[0] ?? '/';
    if (isReserved(path) || path.length > MAX_FILE_PATH_LENGTH) return reply.callNotFound();
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && (acceptsHtml(request) || path === '/');
    if (isReserved(path) || !isPageRequest) {
      const allowed = routeMethodsOf(path);
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .send({ message: `Not allowed: ${request.method} ${path}. Allowed: ${allowed.join(', ')}.` });
      }
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    if (!existsSync(join(staticDir, 'index.html'))) {
      return reply.code(404).type('text/plain; charset=utf-8').send(notBuiltMessage(staticDir));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
