import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import {
  canManageDisplays,
  displayNameTaken,
  displayNameTakenMessage,
  type SaveDisplay,
} from '../../contracts/displays';
import type { SignedInUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { pathId } from '../http/path-id';
import { refuseLostUpdate } from '../http/refuse-lost-update';
import { registerEndpoint } from '../http/register-endpoint';
import { type AnnouncementRow, toAnnouncement } from '../shell/message-routes';
import { displayStore } from './display-store';

/** `:id` as a display id, or a 404 naming what was asked for (an id that is not a number cannot exist). */
function displayIdOf(params: Record<string, string>): number {
  const id = pathId(params.id);
  if (id === undefined || id <= 0) throw notFound(`There is no display ${params.id}.`);
  return id;
}

/** Every announcement, in display order: a wall display has no user to acknowledge one. */
const allAnnouncements = (db: Db) =>
  db
    .prepare<[], AnnouncementRow>('SELECT * FROM announcements ORDER BY position, id')
    .all()
    .map(toAnnouncement);

/**
 * Wall displays (issue 8): public reads of a definition and its panels' data and the heartbeat
 * (S1 §2.1: /display is not guarded); the admin's list with heartbeats, and the writes, need the
 * `displaymanagement` claim.
 */
export function registerDisplayRoutes(app: FastifyInstance): void {
  const { db, clock } = app.portal;
  const displays = displayStore(db);

  const existing = (id: number) => {
    const display = displays.byId(id);
    if (!display) throw notFound(`There is no display ${id}.`);
    return display;
  };

  registerEndpoint(app, api.displays, async () => displays.summaries());

  registerEndpoint(app, api.display, async ({ params }) => existing(displayIdOf(params)));

  registerEndpoint(app, api.displayData, async ({ params }) => {
    const display = existing(displayIdOf(params));
    const now = clock.now();
    return {
      displayId: display.id,
      generatedAt: now,
      announcements: allAnnouncements(db),
      keyFigures: displays.keyFigures(display.accountId, now),
      alerts: displays.alerts(display.accountId),
    };
  });

  registerEndpoint(app, api.displayHeartbeat, async ({ params, body }) => {
    const display = existing(displayIdOf(params));
    displays.saveHeartbeat(display.id, body, clock.now());
    return undefined;
  });

  const manager = (claims: Parameters<typeof canManageDisplays>[0]) => {
    if (!canManageDisplays(claims))
      throw forbidden('Managing displays needs the displaymanagement permission.');
  };
  const checkNameFree = (display: SaveDisplay, id?: number) => {
    if (displayNameTaken(display.name, displays.summaries(), id)) {
      const message = displayNameTakenMessage(display.name);
      throw badRequest(message, [{ path: 'name', message }]);
    }
  };
  const checkAccount = (display: SaveDisplay) => {
    if (!displays.accountExists(display.accountId))
      throw badRequest(`There is no account ${display.accountId}.`, [
        { path: 'accountId', message: `There is no account ${display.accountId}.` },
      ]);
  };

  registerEndpoint(app, api.displayStatuses, async ({ user }) => {
    manager(user.claims);
    return displays.statuses(clock.now());
  });

  const authorize = (user: SignedInUser) => manager(user.claims);

  registerEndpoint(
    app,
    api.addDisplay,
    async ({ body }) => {
      checkAccount(body);
      checkNameFree(body);
      return existing(displays.add(body));
    },
    { authorize },
  );

  registerEndpoint(
    app,
    api.updateDisplay,
    async ({ body, params }) => {
      const id = displayIdOf(params);
      const stored = existing(id);
      checkAccount(body);
      checkNameFree(body, id);
      refuseLostUpdate('display', stored, body);
      displays.update(id, body);
      return existing(id);
    },
    { authorize },
  );

  registerEndpoint(app, api.deleteDisplay, async ({ user, params }) => {
    manager(user.claims);
    const id = displayIdOf(params);
    if (!displays.remove(id)) throw notFound(`There is no display ${id}.`);
    return undefined;
  });
}
