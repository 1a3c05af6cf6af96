import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../../contracts/telemetry';
import { createErrorReporter, describeThrown, reportsHubLog } from './error-reporter';

const harness = (limit?: number) => {
  const sent: ErrorReport[] = [];
  const send = vi.fn(async (report: ErrorReport) => {
    sent.push(report);
  });
  const reporter = createErrorReporter({ send, path: () => '/home?access_token=abc', limit });
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

  it('stops after the per-page-load cap and swallows failed deliveries', async () => {
    const { reporter, send } = harness(2);
    send.mockRejectedValueOnce(new Error('offline'));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    for (let i = 0; i < 5; i += 1) reporter.report({ kind: 'exception', message: `m${i}` });
    expect(send).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    debug.mockRestore();
  });

  it('describes circular objects without throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeThrown(circular).message).toBe('[object Object]');
  });
});
