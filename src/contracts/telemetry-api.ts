import { endpoint } from './endpoint';
import { errorReportSchema, storedErrorReportSchema } from './telemetry';
import { z } from './zod';

/**
 * Error reporting (S1 §8) at the reference server, spread into `api`: the app sends reports here
 * when no application-monitoring service is configured (docs/telemetry.md).
 */
export const telemetryEndpoints = {
  /**
   * One error report; anonymous, as errors happen before sign-in too, but with the signed-in
   * user's token when there is one: the server records the user, and a report held offline is
   * stored once per Idempotency-Key (which needs a user). 204.
   */
  reportError: endpoint({
    method: 'POST',
    path: 'Telemetry/ErrorReports',
    body: errorReportSchema,
    response: z.undefined(),
    anonymous: true,
    sessionIfAny: true,
    background: true,
  }),
  /** The latest reports, newest first, for admins (claim role:admin). */
  errorReports: endpoint({
    method: 'GET',
    path: 'Telemetry/ErrorReports',
    body: undefined,
    response: z.array(storedErrorReportSchema),
  }),
};
