import type { Heartbeat, SaveDisplay } from '../../contracts/displays';
import { displayEndpoints } from '../../contracts/displays-api';
import { appApi } from '../../core/api/app-api';

/*
 * The displays' reads go through the request layer and the cache layer like every other read,
 * scoped to the device: a wall display has no user, and its last content must survive reloads,
 * sign-outs of a technician and network loss (docs/kiosk.md).
 */

export const displaysRead = {
  resource: 'displays',
  fetch: () => appApi().call(displayEndpoints.displays),
  schema: displayEndpoints.displays.response,
  scope: 'device',
} as const;

export const displayRead = (id: number) =>
  ({
    resource: `display:${id}`,
    fetch: () => appApi().call(displayEndpoints.display, { params: { id } }),
    schema: displayEndpoints.display.response,
    scope: 'device',
  }) as const;

export const displayDataRead = (id: number) =>
  ({
    resource: `displayData:${id}`,
    fetch: () => appApi().call(displayEndpoints.displayData, { params: { id } }),
    schema: displayEndpoints.displayData.response,
    scope: 'device',
  }) as const;

/** Not queued: a heartbeat that cannot be sent now is worthless later (the next one replaces it). */
export const sendHeartbeat = (id: number, heartbeat: Heartbeat) =>
  appApi().call(displayEndpoints.displayHeartbeat, { params: { id }, body: heartbeat });

/*
 * Display management (admin, straight to the API like help topic authoring: an occasional admin
 * action whose outcome depends on the server's current state; docs/kiosk.md).
 */
export const displayStatusesRead = {
  resource: 'displayStatuses',
  fetch: () => appApi().call(displayEndpoints.displayStatuses),
  schema: displayEndpoints.displayStatuses.response,
  scope: 'user',
} as const;

export const addDisplay = (display: SaveDisplay) =>
  appApi().call(displayEndpoints.addDisplay, { body: display });
export const deleteDisplay = (id: number) =>
  appApi().call(displayEndpoints.deleteDisplay, { params: { id } });
