import type { FastifyInstance } from 'fastify';
import { healthSchema } from '../../contracts/session-api';
import { z } from '../../contracts/zod';
import { parseRequestBody } from '../http/request-body';
import { resetToDemoData } from '../seed/seed';
import { HEALTHY } from '../services';
import { listUsageLogs } from '../usage/usage-store';
import { registerAccessLevers } from './access-levers';
import { registerContentLevers } from './content-levers';
import { createFaults, faultRequestSchema } from './faults';
import { hubFaultRequestSchema } from './hub-faults';

export const testControlsBase = '/__test';

export const clockRequestSchema = z.object({ offsetMs: z.int() });
export const healthOverrideSchema = z.partial(healthSchema);

/**
 * Levers for the e2e tests: injected faults (HTTP and usage hub), a movable clock, request
 * counters, announcements and notifications (no authoring endpoint exists for them), a claim or role taken from a user (access-levers.ts), the Health answer, the stored usage logs, and a reset of all of them with the data. Registered only with TEST_CONTROLS=1; otherwise these paths are plain 404s.
 */
export function registerTestControls(app: FastifyInstance): void {
  const { config, clock, stats, db, health, hubFaults, signInThrottle } = app.portal;
  const faults = createFaults();
  const apiPrefix = `${config.apiBase}/`;
  const apiRelative = (url: string | undefined) =>
    url?.startsWith(apiPrefix) ? url.slice(apiPrefix.length).split('?')[0] : undefined;

  app.addHook('onRequest', async (request, reply) => {
    const apiPath = apiRelative(request.url);
    if (apiPath === undefined) return;
    stats.countRequest(request.method, apiPath);
    const pattern = apiRelative(request.routeOptions.url);
    const fault = faults.take(request.method, pattern === undefined ? [apiPath] : [apiPath, pattern]);
    if (!fault) return;
    if (fault.retryAfterSeconds !== undefined) reply.header('Retry-After', String(fault.retryAfterSeconds));
    return reply.code(fault.status).send({ message: fault.message });
  });

  app.post(`${testControlsBase}/faults`, async (request) => {
    faults.add(parseRequestBody(faultRequestSchema, request.body, 'POST /__test/faults'));
    return { faults: faults.pending() };
  });

  app.delete(`${testControlsBase}/faults`, async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.post(`${testControlsBase}/hub-faults`, async (request) => {
    hubFaults.add(parseRequestBody(hubFaultRequestSchema, request.body, 'POST /__test/hub-faults'));
    return { pending: hubFaults.pending() };
  });

  app.get(`${testControlsBase}/hub-faults`, async () => ({ pending: hubFaults.pending() }));

  app.delete(`${testControlsBase}/hub-faults`, async (_request, reply) => {
    hubFaults.clear();
    return reply.code(204).send();
  });

  registerContentLevers(app, testControlsBase);
  registerAccessLevers(app, testControlsBase);

  app.get(`${testControlsBase}/usage-logs`, async () => listUsageLogs(db));

  // The HTTP writes applied under an Idempotency-Key (favorites, dismissals, error reports, the
  // authoring creates, the chat messages an agent answered), in the order the server applied them: what the outbox tests compare with
  // the queue's order.
  app.get(`${testControlsBase}/applied-writes`, async () =>
    db
      .prepare<[], { userId: number; kind: string; key: string }>(
        'SELECT user_id AS userId, kind, idempotency_key AS key FROM applied_requests ORDER BY rowid',
      )
      .all(),
  );

  app.post(`${testControlsBase}/clock`, async (request) => {
    const { offsetMs } = parseRequestBody(clockRequestSchema, request.body, 'POST /__test/clock');
    clock.setOffset(offsetMs);
    return { now: clock.now(), offsetMs: clock.offsetMs };
  });

  app.get(`${testControlsBase}/stats`, async () => stats.snapshot());

  app.post(`${testControlsBase}/reset-stats`, async (_request, reply) => {
    stats.reset();
    return reply.code(204).send();
  });

  app.post(`${testControlsBase}/health`, async (request) => {
    Object.assign(health, parseRequestBody(healthOverrideSchema, request.body, 'POST /__test/health'));
    return health;
  });

  // Everything a test can change, back as a fresh server has it: the browser tests share one
  // server per worker and call this before each test instead of starting a server of their own.
  app.post(`${testControlsBase}/reset`, async (_request, reply) => {
    faults.clear();
    hubFaults.clear();
    clock.setOffset(0);
    Object.assign(health, HEALTHY);
    stats.reset();
    signInThrottle.reset();
    resetToDemoData(db, clock.now(), config.passwordCost);
    return reply.code(204).send();
  });
}
