import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { isAdmin } from '../../contracts/claims';
import { Headers } from '../../contracts/headers';
import {
  CLARITY_COLLECTOR_PATH,
  isHubInformation,
  MAX_ANALYTICS_UPLOAD_BYTES,
} from '../../contracts/telemetry';
import { forbidden } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { registerEndpoint } from '../http/register-endpoint';
import { headerValue } from '../http/request-body';
import { latestErrorReports, saveAnalyticsUpload, saveErrorReport } from './telemetry-store';

/** The user behind a report, when it carries a valid session; reports before sign-in have none. */
async function reporterId(app: FastifyInstance, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  try {
    return (await app.portal.sessions.authenticate(token)).id;
  } catch {
    return null;
  }
}

const isGzip = (body: Buffer) => body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;

/**
 * Error reports (S1 §8) and the behaviour-analytics collector (S1 §7 "batched telemetry to an
 * external analytics collector") of the embedded default; docs/telemetry.md.
 */
export function registerTelemetryRoutes(app: FastifyInstance): void {
  const { db, clock } = app.portal;

  registerEndpoint(app, api.reportError, async ({ body, request }) => {
    const userId = await reporterId(app, headerValue(request, Headers.authToken));
    const now = clock.now();
    const save = () => {
      saveErrorReport(db, body, userId, now);
      return null;
    };
    // A report the app held offline comes with its outbox id (its user's): a resend after a lost
    // answer is stored once. Reports before sign-in carry no key and no user.
    if (userId === null) save();
    else applyOnce({ db, request, userId, kind: 'errorReport', now }, save);
    // A developer watching `npm start` sees each report as it arrives: a hub's Information
    // message ('WebSocket connected to …') as an info line, not as a warning.
    request.log[isHubInformation(body) ? 'info' : 'warn'](
      { kind: body.kind, source: body.source, level: body.level },
      'error report received (POST Telemetry/ErrorReports)',
    );
    return undefined;
  });

  registerEndpoint(app, api.errorReports, async ({ user }) => {
    if (!isAdmin(user.claims)) throw forbidden('Error reports are for admins.');
    return latestErrorReports(db);
  });

  // Clarity posts its batches as text, or gzip bytes when the browser can compress: any content
  // type, read raw, in a scope of its own so the API's JSON parsing stays as it is.
  void app.register(async (collector) => {
    collector.removeAllContentTypeParsers();
    collector.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    collector.post(
      CLARITY_COLLECTOR_PATH,
      { bodyLimit: MAX_ANALYTICS_UPLOAD_BYTES },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let payload: string;
        try {
          payload = (
            isGzip(raw) ? gunzipSync(raw, { maxOutputLength: MAX_ANALYTICS_UPLOAD_BYTES }) : raw
          ).toString('utf8');
        } catch (error) {
          // A small gzip body may unpack past the cap (a zip bomb): as large as a raw one.
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
            return reply.code(413).send({ message: 'The upload is larger than 10 MB.' });
          }
          return reply.code(400).send({ message: 'The upload is not readable gzip or text.' });
        }
        saveAnalyticsUpload(db, payload, raw.length, clock.now());
        return reply.code(204).send();
      },
    );
  });
}
