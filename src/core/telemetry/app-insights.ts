import { ApplicationInsights, SeverityLevel } from '@microsoft/applicationinsights-web';
import type { ErrorReport } from '../../contracts/telemetry';

let instance: ApplicationInsights | undefined;

/**
 * Application Insights' browser SDK (S1 §8 "application-monitoring service"), loaded only when a
 * connection string is configured. Its automatic collection is off: requests and page views would
 * carry URLs with tokens; the app sends only scrubbed exceptions.
 */
function insights(connectionString: string): ApplicationInsights {
  if (instance) return instance;
  instance = new ApplicationInsights({
    config: {
      connectionString,
      disableAjaxTracking: true,
      disableFetchTracking: true,
      disableExceptionTracking: true,
      enableAutoRouteTracking: false,
      disableCookiesUsage: true,
    },
  });
  instance.loadAppInsights();
  return instance;
}

export async function sendToAppInsights(connectionString: string, report: ErrorReport): Promise<void> {
  const error = new Error(report.message);
  error.name = report.kind;
  if (report.stack) error.stack = report.stack;
  insights(connectionString).trackException({
    exception: error,
    severityLevel:
      report.kind === 'hub-log' && (report.level ?? 4) < 4 ? SeverityLevel.Warning : SeverityLevel.Error,
    properties: {
      kind: report.kind,
      source: report.source ?? '',
      path: report.path,
      level: report.level ?? '',
    },
  });
  // Errors are rare and the page may be about to close: sent now, not in 15 s with the next batch.
  await insights(connectionString).flush();
}
