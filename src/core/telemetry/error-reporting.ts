import { Headers } from '../../contracts/headers';
import type { ErrorReport } from '../../contracts/telemetry';
import { telemetryEndpoints } from '../../contracts/telemetry-api';
import { isNetworkError } from '../api/api-error';
import { appApi } from '../api/app-api';
import { appConfig } from '../config/app-config';
import { isOnline } from '../network/network-monitor';
import { enqueue } from '../outbox/outbox';
import type { Sender } from '../outbox/senders';
import { createErrorReporter, type ErrorReporter } from './error-reporter';

// For the hubs' logger, which loads this module with SignalR (core/realtime/signalr-connection.ts).
export { reportsHubLog } from './error-reporter';

/**
 * To the monitoring service when one is configured, else to the API (the reference server), with
 * the outbox record's id as the Idempotency-Key when it comes from the outbox. The endpoint is
 * anonymous (errors happen before sign-in too) yet carries the signed-in user's token
 * (`sessionIfAny`): without it the server records no user and cannot store a held report once.
 */
async function deliver(report: ErrorReport, idempotencyKey?: string): Promise<void> {
  const connectionString = appConfig().telemetry?.appInsightsConnectionString;
  if (connectionString) {
    const { sendToAppInsights } = await import('./app-insights');
    await sendToAppInsights(connectionString, report);
    return;
  }
  await appApi().call(telemetryEndpoints.reportError, {
    body: report,
    ...(idempotencyKey === undefined ? {} : { headers: { [Headers.idempotencyKey]: idempotencyKey } }),
  });
}

/**
 * Sends a report the outbox held while the device was offline (the outbox replays only the
 * signed-in user's records, so the session's token is the record's user's).
 */
export const sendHeldReport: Sender<'errorReport'> = (record) => deliver(record.payload, record.id);

let reporter: ErrorReporter | undefined;

/**
 * The app's one error reporter (S1 §8); docs/telemetry.md. A report made offline, or whose
 * delivery finds no connection, waits in the signed-in user's outbox (before sign-in there is
 * no outbox: it is given up).
 */
export function errorReporter(): ErrorReporter {
  reporter ??= createErrorReporter({
    send: (report) => deliver(report),
    // `globalThis.location`: the hub client also runs outside a page (the integration tests, in Node).
    path: () => globalThis.location?.pathname ?? '',
    hold: async (report) => void (await enqueue('errorReport', report)),
    online: () => isOnline(),
    worthHolding: isNetworkError,
  });
  return reporter;
}
