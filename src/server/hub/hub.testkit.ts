// Test helpers shared by the hub tests: a bare fastify app serving hubs on 127.0.0.1.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { attachHubs, type HubHttpOptions } from './attach';
import type { HubEndpoint } from './hub';

export interface TestServer {
  app: FastifyInstance;
  port: number;
  /** http://127.0.0.1:{port}, without a trailing slash. */
  origin: string;
}

/** Port 0 picks a free port; pass a port to restart a server where a previous one was. */
export async function startHubServer(
  hubs: readonly HubEndpoint[],
  port = 0,
  options: HubHttpOptions = {},
): Promise<TestServer> {
  const app = Fastify({ logger: false });
  attachHubs(app, hubs, options);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address() as AddressInfo;
  return { app, port: address.port, origin: `http://127.0.0.1:${address.port}` };
}

/** A promise with its resolve/reject exposed, for waiting on events without sleeping. */
export function deferred<T = void>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
