import type { ErrorReport } from '../../contracts/telemetry';
import { telemetryEndpoints } from '../../contracts/telemetry-api';
import { appApi } from '../api/app-api';
import { appConfig } from '../config/app-config';
import { createErrorReporter, type ErrorReporter } from './error-reporter';

/** To the monitoring service when one is configured, else to the API (the reference server). */
async function deliver(report: ErrorReport): Promise<void> {
  const connectionString = appConfig().telemetry?.appInsightsConnectionString;
  if (connectionString) {
    const { sendToAppInsights } = await import('./app-insights');
    await sendToAppInsights(connectionString, report);
    return;
  }
  await appApi().call(telemetryEndpoints.reportError, { body: report });
}

let reporter: ErrorReporter | undefined;

/** The app's one error reporter (S1 §8); docs/telemetry.md. */
export function errorReporter(): ErrorReporter {
  // `globalThis.location`: the hub client also runs outside a page (the integration tests, in Node).
  reporter ??= createErrorReporter({ send: deliver, path: () => globalThis.location?.pathname ?? '' });
  return reporter;
}

let installed = false;

/** Reports uncaught errors and unhandled rejections (S1 §8); called once at start-up. */
export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    errorReporter().reportThrown('uncaught-error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    errorReporter().reportThrown('unhandled-rejection', event.reason);
  });
}
