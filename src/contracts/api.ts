import { displayEndpoints } from './displays-api';
import { helpEndpoints } from './help-api';
import { helpAuthoringEndpoints } from './help-authoring-api';
import { helpChatEndpoints } from './help-chat-api';
import { helpTopicWriteEndpoints } from './help-topic-writes-api';
import { releaseAuthoringEndpoints } from './release-authoring-api';
import { releaseNotesEndpoints } from './release-notes-api';
import { sessionEndpoints } from './session-api';
import { settingsEndpoints } from './settings-api';
import { settingsPanelEndpoints } from './settings-panel-api';
import { shellEndpoints } from './shell-api';
import { telemetryEndpoints } from './telemetry-api';

/**
 * The whole API contract: every area's table, each endpoint defined once in its area's
 * `*-api.ts`. The reference server and the tests use this; the app's own modules import their
 * area's table instead (lint refuses `api` there), since importing `api` builds every area's
 * schemas, and the launcher's modules would build them all at start (docs/performance.md).
 * docs/api.md describes each call; keep the two together.
 */
export const api = {
  ...sessionEndpoints,
  ...shellEndpoints,
  ...releaseNotesEndpoints,
  ...releaseAuthoringEndpoints,
  ...helpEndpoints,
  ...helpTopicWriteEndpoints,
  ...helpChatEndpoints,
  ...settingsEndpoints,
  ...settingsPanelEndpoints,
  ...displayEndpoints,
  ...helpAuthoringEndpoints,
  ...telemetryEndpoints,
} as const;
