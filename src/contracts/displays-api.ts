import {
  displayDataSchema,
  displaySchema,
  displayStatusSchema,
  displaySummarySchema,
  heartbeatSchema,
  saveDisplaySchema,
} from './displays';
import { endpoint } from './endpoint';
import { z } from './zod';

/** Wall displays (docs/api.md#wall-displays). Reads and heartbeats need no session. */
export const displayEndpoints = {
  /** Every configured display, by id, for /display to pick from. */
  displays: endpoint({
    method: 'GET',
    path: 'Displays',
    body: undefined,
    response: z.array(displaySummarySchema),
    anonymous: true,
  }),
  /** One display's definition; 404 for an unknown id. */
  display: endpoint({
    method: 'GET',
    path: 'Displays/:id',
    body: undefined,
    response: displaySchema,
    anonymous: true,
  }),
  /** What the display's panels show now (announcements, key figures, alerts of its account). */
  displayData: endpoint({
    method: 'GET',
    path: 'Displays/:id/Data',
    body: undefined,
    response: displayDataSchema,
    anonymous: true,
  }),
  /** The display reports itself (204); stored once per display, the newest replacing the last. */
  displayHeartbeat: endpoint({
    method: 'POST',
    path: 'Displays/:id/Heartbeat',
    body: heartbeatSchema,
    response: z.undefined(),
    anonymous: true,
  }),
  /** displaymanagement: every display with its last heartbeat and whether it is stale. */
  displayStatuses: endpoint({
    method: 'GET',
    path: 'DisplayManagement/Displays',
    body: undefined,
    response: z.array(displayStatusSchema),
  }),
  /** displaymanagement: creates a display; answers it with its new id. */
  addDisplay: endpoint({
    method: 'POST',
    path: 'DisplayManagement/Displays',
    body: saveDisplaySchema,
    response: displaySchema,
  }),
  /**
   * displaymanagement: replaces a display's definition; answers the stored display. `loaded` is
   * the definition as the form loaded it: 409 when it is stored differently since.
   */
  updateDisplay: endpoint({
    method: 'PUT',
    path: 'DisplayManagement/Displays/:id',
    body: z.extend(saveDisplaySchema, { loaded: z.optional(saveDisplaySchema) }),
    response: displaySchema,
  }),
  /** displaymanagement: deletes a display and its heartbeat (204). */
  deleteDisplay: endpoint({
    method: 'DELETE',
    path: 'DisplayManagement/Displays/:id',
    body: undefined,
    response: z.undefined(),
  }),
} as const;
