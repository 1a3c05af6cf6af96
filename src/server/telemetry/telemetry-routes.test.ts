import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { appConfigSchema } from '../../contracts/config';
import type { Session } from '../../contracts/session';
import { CLARITY_COLLECTOR_PATH, MAX_ANALYTICS_UPLOAD_BYTES } from '../../contracts/telemetry';
import { loadServerConfig } from '../config';
import { appConfigFor } from '../http/app-config';
import { authHeaders, getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';
import { analyticsUploadSummary } from './telemetry-store';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor']);
});
afterAll(() => server.close());

const report = (payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/Telemetry/ErrorReports', payload, headers });
const reports = async () =>
  api.errorReports.response.parse((await getAs(server.app, as('admin'), 'Telemetry/ErrorReports')).json());

describe('Telemetry/ErrorReports', () => {
  it('stores a report, scrubbed, with the reporting user, and lists it to admins newest first', async () => {
    const sent = await report(
      {
        kind: 'hub-log',
        message: 'Failed to connect: Authorization: Bearer abc.def',
        source: 'Usage hub',
        level: 3,
        path: '/home?access_token=xyz',
      },
      authHeaders(as('supervisor')),
    );
    expect(sent.statusCode).toBe(204);
    const [latest] = await reports();
    expect(latest).toMatchObject({ kind: 'hub-log', level: 3, source: 'Usage hub', path: '/home' });
    expect(latest?.message).toBe('Failed to connect: Authorization: [redacted]');
    expect(latest?.userId).toBe(as('supervisor').user.id);
  });

  it('takes reports before sign-in, and refuses a malformed one', async () => {
    expect((await report({ kind: 'uncaught-error', message: 'boom', path: '/sign-in' })).statusCode).toBe(
      204,
    );
    expect((await reports())[0]).toMatchObject({ message: 'boom', userId: null });
    expect((await report({ kind: 'gossip', message: 'x', path: '/' })).statusCode).toBe(400);
  });

  it('stores a held report once however often its idempotency key comes back', async () => {
    const held = {
      kind: 'hub-log',
      message: 'held offline 7f3a',
      source: 'Usage hub',
      level: 2,
      path: '/home',
    };
    const headers = { ...authHeaders(as('supervisor')), 'Idempotency-Key': 'held-7f3a' };
    expect((await report(held, headers)).statusCode).toBe(204);
    expect((await report(held, headers)).statusCode).toBe(204);
    const stored = (await reports()).filter((r) => r.message === 'held offline 7f3a');
    expect(stored.map((r) => r.userId)).toEqual([as('supervisor').user.id]);
    const applied = server.app.portal.db
      .prepare<[], { user_id: number }>(
        "SELECT user_id FROM applied_requests WHERE kind = 'errorReport' AND idempotency_key = 'held-7f3a'",
      )
      .all();
    expect(applied).toEqual([{ user_id: as('supervisor').user.id }]);
  });

  it('logs a warning line per report that names the call it came with, a hub Information message below warnings', async () => {
    const lines: string[] = [];
    const logged = await startTestServer(
      {},
      { logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } },
    );
    try {
      for (const payload of [
        { kind: 'exception', message: 'logged 5e2', path: '/home' },
        // Walkthrough 9: each page load's six connection messages were six warning lines.
        { kind: 'hub-log', level: 2, source: 'Usage hub', message: 'Using HubProtocol json.', path: '/home' },
      ]) {
        const sent = await logged.app.inject({ method: 'POST', url: '/api/Telemetry/ErrorReports', payload });
        expect(sent.statusCode).toBe(204);
      }
    } finally {
      await logged.close();
    }
    const received = lines
      .map((line) => JSON.parse(line) as { msg: string; kind?: string })
      .filter((line) => line.kind);
    expect(received).toEqual([
      expect.objectContaining({
        kind: 'exception',
        msg: 'error report received (POST Telemetry/ErrorReports)',
      }),
    ]);
  });

  it('lists reports to admins only', async () => {
    const response = await getAs(server.app, as('supervisor'), 'Telemetry/ErrorReports');
    expect(response.statusCode).toBe(403);
  });
});

describe('the analytics collector', () => {
  it('stores text and gzip uploads as they arrive', async () => {
    const before = analyticsUploadSummary(server.app.portal.db).count;
    const text = '{"e":{"v":"0.8.70","p":"ops-portal-local"},"a":[[1,2]]}';
    const plain = await server.app.inject({
      method: 'POST',
      url: CLARITY_COLLECTOR_PATH,
      payload: text,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(plain.statusCode).toBe(204);
    const zipped = await server.app.inject({
      method: 'POST',
      url: CLARITY_COLLECTOR_PATH,
      payload: gzipSync(text),
      headers: { accept: 'application/x-clarity-gzip' },
    });
    expect(zipped.statusCode).toBe(204);
    const rows = server.app.portal.db
      .prepare<[], { payload: string }>('SELECT payload FROM analytics_uploads ORDER BY id DESC LIMIT 2')
      .all();
    expect(rows.map((row) => row.payload)).toEqual([text, text]);
    expect(analyticsUploadSummary(server.app.portal.db).count).toBe(before + 2);
  });

  it('refuses an upload over 10 MB, raw or once unzipped, with 413, and stores nothing', async () => {
    const before = analyticsUploadSummary(server.app.portal.db).count;
    const oversized = 'a'.repeat(MAX_ANALYTICS_UPLOAD_BYTES + 1);
    const raw = await server.app.inject({
      method: 'POST',
      url: CLARITY_COLLECTOR_PATH,
      payload: oversized,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(raw.statusCode).toBe(413);
    const bomb = gzipSync(oversized);
    expect(bomb.length).toBeLessThan(MAX_ANALYTICS_UPLOAD_BYTES);
    const unzipped = await server.app.inject({
      method: 'POST',
      url: CLARITY_COLLECTOR_PATH,
      payload: bomb,
      headers: { accept: 'application/x-clarity-gzip' },
    });
    expect(unzipped.statusCode).toBe(413);
    expect(unzipped.json()).toEqual({ message: 'The upload is larger than 10 MB.' });
    expect(analyticsUploadSummary(server.app.portal.db).count).toBe(before);
  });
});

describe('app-config.json telemetry', () => {
  it('names the demo Clarity project and collector by default, none when off, and App Insights when given', () => {
    const config = (env: Record<string, string>) =>
      appConfigSchema.parse(appConfigFor(loadServerConfig(env))).telemetry;
    expect(config({})).toEqual({
      clarityProjectId: 'ops-portal-local',
      clarityUploadUrl: CLARITY_COLLECTOR_PATH,
    });
    expect(config({ CLARITY_PROJECT_ID: 'off' })).toEqual({});
    expect(
      config({ CLARITY_PROJECT_ID: 'off', APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=k' }),
    ).toEqual({
      appInsightsConnectionString: 'InstrumentationKey=k',
    });
  });
});
