import type { FastifyInstance } from 'fastify';
import { type BuildServerOptions, buildServer } from './app';

export interface StartedServer {
  app: FastifyInstance;
  /** `http://host:port` of the listening server, e.g. for Playwright's baseURL. */
  url: string;
  close(): Promise<void>;
}

/**
 * Builds and listens. Port 0 (a free port) and host 127.0.0.1 suit parallel e2e workers; `main.ts`
 * passes PORT and HOST.
 */
export async function startServer(
  options: BuildServerOptions & { port?: number; host?: string },
): Promise<StartedServer> {
  const app = await buildServer(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { app, url: `http://${shownHost}:${port}`, close: () => app.close() };
}
