import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ServedRequest, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { buildSignalRConnection } from './signalr-connection';

const HUB_URL = 'https://api.test/hubs/notifications';

/** The stand-in server: its negotiate answers `status` (the reference server's body for an ended sign-in). */
function negotiateAnswering(status: number): ServedRequest[] {
  const refusal = () =>
    new Response(JSON.stringify({ message: 'This session has ended. Sign in again.' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  return serveApi({
    'POST hubs/notifications/negotiate': refusal,
    // SignalR's own error lines are reported (docs/telemetry.md).
    'POST Telemetry/ErrorReports': () => new Response(null, { status: 204 }),
  });
}

const build = (onUnauthorized: () => void) =>
  buildSignalRConnection({
    name: 'Notifications hub',
    url: HUB_URL,
    accessToken: async () => 'ended',
    onUnauthorized,
  });

beforeEach(() => {
  setUpTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('buildSignalRConnection', () => {
  it('tells of a negotiate refused with 401, which SignalR folds into its start error’s text (walkthrough 34, D1)', async () => {
    const requests = negotiateAnswering(401);
    const onUnauthorized = vi.fn();
    const connection = await build(onUnauthorized);
    await expect(connection.start()).rejects.toThrow(/Status code '401'/);
    const negotiates = requests.filter((request) => request.path.endsWith('/negotiate'));
    expect(negotiates.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer ended']);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('tells nothing of another failure', async () => {
    negotiateAnswering(503);
    const onUnauthorized = vi.fn();
    const connection = await build(onUnauthorized);
    await expect(connection.start()).rejects.toThrow(/Status code '503'/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
