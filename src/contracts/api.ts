import { displayEndpoints } from './displays-api';
import { helpEndpoints } from './help-api';
import { helpAuthoringEndpoints } from './help-authoring-api';
import { helpChatEndpoints } from './help-chat-api';
import { releaseAuthoringEndpoints } from './release-authoring-api';
import { releaseNotesEndpoints } from './release-notes-api';
import { sessionEndpoints } from './session-api';
import { settingsEndpoints } from './settings-api';
import { shellEndpoints } from './shell-api';
import { telemetryEndpoints } from './telemetry-api';

export { noContent } from './endpoint';
export { type Health, healthSchema, subscriptionKeySchema } from './session-api';
export { type AreaPage, areaPageSchema } from './shell-api';

/**
 * The whole API contract: every area's table, each endpoint defined once in its area's
 * `*-api.ts`. The reference server, the tests and the screens loaded on demand use this; modules
 * on the launcher's critical path import their area's table instead, since importing `api` builds
 * every area's schemas at start (docs/performance.md). docs/api.md describes each call; keep the
 * two together.
 */
export const api = {
  ...sessionEndpoints,
  ...shellEndpoints,
  ...releaseNotesEndpoints,
  ...releaseAuthoringEndpoints,
  ...helpEndpoints,
  ...helpChatEndpoints,
  ...settingsEndpoints,
  ...displayEndpoints,
  ...helpAuthoringEndpoints,
  ...telemetryEndpoints,
} as const;
