import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../../contracts/telemetry';
import {
  createErrorReporter,
  describeThrown,
  MAX_HUB_LOG_REPORTS_PER_HOUR,
  MAX_REPORTS_PER_HOUR,
  reportsHubLog,
} from './error-reporter';

const harness = (limit?: number, now?: () => number, hubLogLimit?: number) => {
  const sent: ErrorReport[] = [];
  const send = vi.fn(async (report: ErrorReport) => {
    sent.push(report);
  });
  const reporter = createErrorReporter({
    send,
    path: () => '/home?access_token=abc',
    limit,
    now,
    hubLogLimit,
  });
  return { reporter, sent, send };
};

describe('reportsHubLog (S1 §8: above level 1)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, false],
  ])('level %i → %s', (level, reported) => {
    expect(reportsHubLog(level)).toBe(reported);
  });
});

describe('createErrorReporter', () => {
  it('sends scrubbed reports with the path, never its query', () => {
    const { reporter, sent } = harness();
    reporter.report({ kind: 'hub-log', level: 3, source: 'Usage hub', message: 'X-Auth-Token: t0p' });
    expect(sent).toEqual([
      { kind: 'hub-log', level: 3, source: 'Usage hub', message: 'X-Auth-Token: [redacted]', path: '/home' },
    ]);
  });

  it('reports thrown values of any shape', () => {
    const { reporter, sent } = harness();
    reporter.reportThrown('uncaught-error', new TypeError('no title'));
    reporter.reportThrown('unhandled-rejection', { status: 500 });
    reporter.reportThrown('unhandled-rejection', 'plain');
    expect(sent.map((r) => [r.kind, r.message])).toEqual([
      ['uncaught-error', 'TypeError: no title'],
      ['unhandled-rejection', '{"status":500}'],
      ['unhandled-rejection', 'plain'],
    ]);
    expect(sent[0]?.stack).toContain('no title');
  });

  it("keeps the hubs' log messages to a budget of their own, and both budgets refill each hour (walkthrough 24, F1)", () => {
    let clock = 0;
    const { reporter, sent } = harness(5, () => clock, 3);
    // A few lost connections: the hubs' reconnect messages use their whole budget…
    for (let i = 0; i < 10; i += 1)
      reporter.report({ kind: 'hub-log', level: 3, source: 'Usage hub', message: `reconnecting ${i}` });
    // …and a real error is still reported.
    reporter.reportThrown('uncaught-error', new TypeError('no title'));
    expect(sent.map((r) => r.kind)).toEqual(['hub-log', 'hub-log', 'hub-log', 'uncaught-error']);

    clock = 3_600_000 - 1;
    reporter.report({ kind: 'hub-log', level: 3, source: 'Usage hub', message: 'still within the hour' });
    expect(sent).toHaveLength(4);
    // A tab open for days reports again the next hour.
    clock = 3_600_000;
    reporter.report({ kind: 'hub-log', level: 3, source: 'Usage hub', message: 'an hour later' });
    expect(sent.at(-1)?.message).toBe('an hour later');
    // A device clock set back a day starts a new hour, rather than none for a day.
    for (let i = 0; i < 3; i += 1) reporter.report({ kind: 'exception', message: `e${i}` });
    clock = -86_400_000;
    reporter.report({ kind: 'exception', message: 'after the clock was set back' });
    expect(sent.at(-1)?.message).toBe('after the clock was set back');
  });

  it("keeps the hubs' budget smaller than the faults' (the server keeps their warnings with the errors)", () => {
    const { reporter, sent } = harness();
    for (let i = 0; i < 60; i += 1)
      reporter.report({ kind: 'hub-log', level: 3, source: 'Usage hub', message: `${i}` });
    for (let i = 0; i < 60; i += 1) reporter.report({ kind: 'exception', message: `${i}` });
    expect(sent.filter((r) => r.kind === 'hub-log')).toHaveLength(MAX_HUB_LOG_REPORTS_PER_HOUR);
    expect(sent.filter((r) => r.kind === 'exception')).toHaveLength(MAX_REPORTS_PER_HOUR);
  });

  it('holds at most the hourly number of faults a page load, whatever the hours offline', async () => {
    let clock = 0;
    const held: ErrorReport[] = [];
    const reporter = createErrorReporter({
      send: vi.fn(),
      path: () => '/home',
      limit: 2,
      now: () => clock,
      online: () => false,
      hold: async (report) => {
        held.push(report);
      },
    });
    for (let hour = 0; hour < 3; hour += 1) {
      clock = hour * 3_600_000;
      for (let i = 0; i < 5; i += 1) reporter.report({ kind: 'exception', message: `${hour}:${i}` });
    }
    await vi.waitFor(() => expect(held.map((r) => r.message)).toEqual(['0:0', '0:1']));
  });

  it('stops after the cap and swallows failed deliveries', async () => {
    const { reporter, send } = harness(2);
    send.mockRejectedValueOnce(new Error('offline'));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    for (let i = 0; i < 5; i += 1) reporter.report({ kind: 'exception', message: `m${i}` });
    expect(send).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    debug.mockRestore();
  });

  it('holds faults made offline without trying the network, and gives up hub logs', async () => {
    const held: ErrorReport[] = [];
    const send = vi.fn(async () => undefined);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const reporter = createErrorReporter({
      send,
      path: () => '/home',
      online: () => false,
      hold: async (report) => void held.push(report),
    });
    reporter.report({ kind: 'hub-log', level: 4, message: 'WebSocket closed' });
    reporter.report({ kind: 'uncaught-error', message: 'TypeError: no title' });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]).toMatchObject({ kind: 'uncaught-error', message: 'TypeError: no title', path: '/home' });
    expect(send).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('An error report could not be delivered', 'Error: offline');
    debug.mockRestore();
  });

  it("sends a fault raised inside the analytics library's chunk, but never holds it (walkthrough 28, O1)", async () => {
    const clarityStack = [
      "TypeError: Cannot read properties of null (reading 'sequence')",
      '    at Mt (https://portal.example/assets/clarity.module-DPu14II-.js:1:4321)',
      '    at async https://portal.example/assets/index-abc.js:1:99',
    ].join('\n');
    const appStack = [
      'TypeError: no title',
      '    at render (https://portal.example/assets/index-abc.js:1:99)',
      '    at https://portal.example/assets/clarity.module-DPu14II-.js:1:4321',
    ].join('\n');
    const held: string[] = [];
    let online = false;
    const send = vi.fn(async () => undefined);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const reporter = createErrorReporter({
      send,
      path: () => '/home',
      online: () => online,
      hold: async (report) => void held.push(report.message),
    });
    reporter.report({ kind: 'unhandled-rejection', message: 'clarity offline', stack: clarityStack });
    // Only raised there counts: the app's own fault passing through the library's code is held.
    reporter.report({ kind: 'uncaught-error', message: 'app offline', stack: appStack });
    await vi.waitFor(() => expect(held).toEqual(['app offline']));
    expect(debug).toHaveBeenCalledWith('An error report could not be delivered', 'Error: offline');
    online = true;
    reporter.report({ kind: 'unhandled-rejection', message: 'clarity online', stack: clarityStack });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ message: 'clarity online' }));
    debug.mockRestore();
  });

  it('holds a report whose delivery found no connection, and gives up on other failures', async () => {
    const held: string[] = [];
    const send = vi.fn(async (report: ErrorReport) => {
      throw new Error(report.message);
    });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const reporter = createErrorReporter({
      send,
      path: () => '/home',
      worthHolding: (error) => error instanceof Error && error.message === 'no connection',
      hold: async (report) => void held.push(report.message),
    });
    reporter.report({ kind: 'exception', message: 'no connection' });
    reporter.report({ kind: 'exception', message: 'refused' });
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith('An error report could not be delivered', 'Error: refused'),
    );
    expect(held).toEqual(['no connection']);
    debug.mockRestore();
  });

  it('gives up a report it cannot hold (nobody signed in), without throwing', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const reporter = createErrorReporter({
      send: async () => undefined,
      path: () => '/sign-in',
      online: () => false,
      hold: async () => {
        throw new Error('Nobody is signed in.');
      },
    });
    reporter.report({ kind: 'uncaught-error', message: 'boom' });
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(
        'An error report could not be delivered',
        'Error: Nobody is signed in.',
      ),
    );
    debug.mockRestore();
  });

  it('describes circular objects without throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeThrown(circular).message).toBe('[object Object]');
  });
});
