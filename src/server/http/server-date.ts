import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/**
 * Every answer's `Date` header tells the time of the server's one clock, the one that makes and
 * checks the tokens (shifted by the test controls too): the app measures a token's life against
 * it, whatever the device's clock says (`core/api/token-clock.ts`, docs/api.md). Node's own
 * header would tell the machine's time, which a shifted clock no longer is.
 */
export function registerServerDate(app: FastifyInstance, clock: Clock): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('date', new Date(clock.now()).toUTCString());
  });
}
