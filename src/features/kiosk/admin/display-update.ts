import type { Display, SaveDisplay } from '../../../contracts/displays';
import { displayEndpoints } from '../../../contracts/displays-api';
import { appApi } from '../../../core/api/app-api';
import { updateOrConflict } from '../../../core/api/edit-conflict';
import { displayRead } from '../data';

/*
 * The admin's update, apart from data.ts: the wall displays (/display) load data.ts, and have no
 * use for the edit-conflict handling.
 */

/**
 * Replaces the definition of `loaded`, the display as the form loaded it (sent as `loaded`, its
 * definition only). Refused because another admin changed it since (409), it fails with an
 * EditConflict holding the display as now stored (core/api/edit-conflict.ts).
 */
export function updateDisplay(loaded: Display, display: SaveDisplay) {
  const { id, accountName: _account, timezone: _zone, ...definition } = loaded;
  return updateOrConflict(
    () =>
      appApi().call(displayEndpoints.updateDisplay, {
        params: { id },
        body: { ...display, loaded: definition },
      }),
    () => displayRead(id).fetch(),
  );
}
