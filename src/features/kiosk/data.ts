import { api } from '../../contracts/api';
import type { Heartbeat, SaveDisplay } from '../../contracts/displays';
import { appApi } from '../../core/api/app-api';

/*
 * The displays' reads go through the request layer and the cache layer like every other read,
 * scoped to the device: a wall display has no user, and its last content must survive reloads,
 * sign-outs of a technician and network loss (docs/kiosk.md).
 */

export const displaysRead = {
  resource: 'displays',
  fetch: () => appApi().call(api.displays),
  schema: api.displays.response,
  scope: 'device',
} as const;

export const displayRead = (id: number) =>
  ({
    resource: `display:${id}`,
    fetch: () => appApi().call(api.display, { params: { id } }),
    schema: api.display.response,
    scope: 'device',
  }) as const;

export const displayDataRead = (id: number) =>
  ({
    resource: `displayData:${id}`,
    fetch: () => appApi().call(api.displayData, { params: { id } }),
    schema: api.displayData.response,
    scope: 'device',
  }) as const;

/** Not queued: a heartbeat that cannot be sent now is worthless later (the next one replaces it). */
export const sendHeartbeat = (id: number, heartbeat: Heartbeat) =>
  appApi().call(api.displayHeartbeat, { params: { id }, body: heartbeat });

/*
 * Display management (admin, straight to the API like help topic authoring: an occasional admin
 * action whose outcome depends on the server's current state; docs/kiosk.md).
 */
export const displayStatusesRead = {
  resource: 'displayStatuses',
  fetch: () => appApi().call(api.displayStatuses),
  schema: api.displayStatuses.response,
  scope: 'user',
} as const;

export const addDisplay = (display: SaveDisplay) => appApi().call(api.addDisplay, { body: display });
export const updateDisplay = (id: number, display: SaveDisplay) =>
  appApi().call(api.updateDisplay, { params: { id }, body: display });
export const deleteDisplay = (id: number) => appApi().call(api.deleteDisplay, { params: { id } });
