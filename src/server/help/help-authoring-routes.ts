import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { canReadAtLevel, type Tutorial } from '../../contracts/help';
import {
  type HelpAuthoringAbilities,
  helpAuthoringAbilities,
  helpItemWriteRefusal,
  helpLevelOf,
  tutorialWriteRefusal,
} from '../../contracts/help-authoring';
import {
  agentFieldsOf,
  NEW_HELP_ITEM_ID,
  NEW_TUTORIAL_ID,
  pageNameSchema,
  reorderedIds,
} from '../../contracts/help-writes';
import type { SignedInUser } from '../auth/sessions';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { refuseLostUpdate, refuseStaleOrder } from '../http/refuse-lost-update';
import { registerEndpoint } from '../http/register-endpoint';
import { pageHelpWrites } from './help-item-store';
import { pageHelpRows, type StoredHelpItem } from './page-help-rows';

/*
 * Page help authoring (S2 §2, §6): help items, tutorials, their order and the page's agent.
 * `helpAuthoringAbilities` and the refusal rules are the overlay's own (contracts/help-authoring),
 * so the server refuses with 403 exactly what the overlay does not offer. What a user may not
 * read (inactive help for readers, tutorials above their level) is answered as missing.
 */
export function registerHelpAuthoringRoutes(app: FastifyInstance): void {
  const { db } = app.portal;
  const rows = pageHelpRows(db);
  const writes = pageHelpWrites(db);

  const abilities = (user: SignedInUser, needed: keyof HelpAuthoringAbilities, refusal: string) => {
    const may = helpAuthoringAbilities(user.claims);
    if (!may[needed]) throw forbidden(refusal);
    return may;
  };
  /** The permission a write needs at all, checked before its body (EndpointOptions.authorize). */
  const authorizeTo = (needed: keyof HelpAuthoringAbilities, refusal: string) => ({
    authorize: (user: SignedInUser) => void abilities(user, needed, refusal),
  });
  const editItems = authorizeTo('edit', 'Only help users and help admins can edit help items.');
  const editTutorials = authorizeTo('edit', 'Only help users and help admins can edit tutorials.');

  const idParam = (value: string | undefined, what: string) => {
    const id = pathId(value);
    if (id === undefined) throw badRequest(`'${value}' is not a ${what} id.`);
    return id;
  };
  const pageParam = (value: string | undefined) => {
    const parsed = pageNameSchema.safeParse(value);
    if (!parsed.success)
      throw badRequest(`'${value}' is not a page name: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  };
  /** Inactive help is read (and written) only by those who edit help. */
  const editor = (user: SignedInUser) => helpAuthoringAbilities(user.claims).edit;

  function readableItem(user: SignedInUser, id: number): StoredHelpItem {
    const item = rows.helpItem(id);
    if (!item || !(item.enabled || editor(user))) throw notFound(`There is no help item ${id}.`);
    return item;
  }
  const canRead = (user: SignedInUser, tutorial: Tutorial | undefined): tutorial is Tutorial =>
    tutorial !== undefined &&
    canReadAtLevel(helpLevelOf(user.claims), tutorial.permissionLevel) &&
    (tutorial.enabled || editor(user));
  function readableTutorial(user: SignedInUser, id: number): Tutorial {
    const tutorial = rows.tutorial(id);
    if (!canRead(user, tutorial)) throw notFound(`There is no tutorial ${id}.`);
    return tutorial;
  }
  const itemAnswer = (item: StoredHelpItem) => {
    const { pageName: _page, ...answer } = item;
    return answer;
  };

  registerEndpoint(
    app,
    api.addHelpItem,
    async ({ user, body, request }) => {
      const refusal = helpItemWriteRefusal(helpAuthoringAbilities(user.claims), undefined, body);
      if (refusal) throw forbidden(refusal);
      if (body.id !== NEW_HELP_ITEM_ID)
        throw badRequest('A new help item has id 0; change a saved one with PATCH.');
      // A repeat of an applied create (its draft's Idempotency-Key) answers the first answer, before
      // the one-per-anchor rule would refuse it.
      const once = { db, request, userId: user.id, kind: 'helpItem', now: app.portal.clock.now() };
      return applyOnce(once, () => {
        // One help item per anchor on a page: the overlay shows one badge per anchor (S2 §2).
        if (
          body.anchor !== null &&
          rows.pageHelp(body.pageName).helps.some((item) => item.anchor === body.anchor)
        )
          throw badRequest(
            `The page ${body.pageName} already has a help item for '${body.anchor}': change that one.`,
          );
        return itemAnswer(readableItem(user, writes.addHelpItem(body)));
      });
    },
    editItems,
  );

  registerEndpoint(
    app,
    api.updateHelpItem,
    async ({ user, body }) => {
      const may = helpAuthoringAbilities(user.claims);
      if (!may.edit) throw forbidden('Only help users and help admins can edit help items.');
      const stored = readableItem(user, body.id);
      if (stored.pageName !== body.pageName)
        throw badRequest(`Help item ${body.id} belongs to the page ${stored.pageName}.`);
      const refusal = helpItemWriteRefusal(may, stored, body);
      if (refusal) throw forbidden(refusal);
      refuseLostUpdate('help item', stored, body);
      writes.updateHelpItem(body);
      return itemAnswer(readableItem(user, body.id));
    },
    editItems,
  );

  registerEndpoint(app, api.deleteHelpItem, async ({ user, params }) => {
    abilities(user, 'remove', 'Only help admins can delete help items.');
    const id = idParam(params.id, 'help item');
    if (!writes.removeHelpItem(id)) throw notFound(`There is no help item ${id}.`);
    return undefined;
  });

  registerEndpoint(
    app,
    api.addTutorial,
    async ({ user, body, request }) => {
      const refusal = tutorialWriteRefusal(helpAuthoringAbilities(user.claims), undefined, body);
      if (refusal) throw forbidden(refusal);
      if (body.id !== NEW_TUTORIAL_ID)
        throw badRequest('A new tutorial has id -1; change a saved one with PATCH.');
      const once = { db, request, userId: user.id, kind: 'tutorial', now: app.portal.clock.now() };
      return applyOnce(once, () => readableTutorial(user, writes.addTutorial(body)));
    },
    editTutorials,
  );

  registerEndpoint(
    app,
    api.updateTutorial,
    async ({ user, body }) => {
      const may = helpAuthoringAbilities(user.claims);
      if (!may.edit) throw forbidden('Only help users and help admins can edit tutorials.');
      const stored = readableTutorial(user, body.id);
      if (stored.pageName !== body.pageName)
        throw badRequest(`Tutorial ${body.id} belongs to the page ${stored.pageName}.`);
      const refusal = tutorialWriteRefusal(may, stored, body);
      if (refusal) throw forbidden(refusal);
      refuseLostUpdate('tutorial', stored, body);
      writes.updateTutorial(body);
      return readableTutorial(user, body.id);
    },
    editTutorials,
  );

  registerEndpoint(app, api.deleteTutorial, async ({ user, params }) => {
    abilities(user, 'remove', 'Only help admins can delete tutorials.');
    const id = idParam(params.id, 'tutorial');
    if (!writes.removeTutorial(id)) throw notFound(`There is no tutorial ${id}.`);
    return undefined;
  });

  registerEndpoint(
    app,
    api.reorderTutorials,
    async ({ user, params, body }) => {
      const pageName = pageParam(params.pageName);
      const tutorials = rows.pageHelp(pageName).tutorials;
      const readable = tutorials.filter((tutorial) => canRead(user, tutorial)).map((tutorial) => tutorial.id);
      // Moved on a list stored differently since (another admin's move, a tutorial deleted or
      // added): refused, so no stale list undoes another's move (walkthrough 15, D1, D2).
      refuseStaleOrder('tutorials', readable, body.loaded, body.ids);
      // Ids the user cannot read count as unknown: they keep their places.
      const order = body.ids.every((id) => readable.includes(id))
        ? reorderedIds(
            tutorials.map((tutorial) => tutorial.id),
            body.ids,
          )
        : undefined;
      if (!order)
        throw badRequest(
          `The order must name tutorials of the page ${pageName}, each once: got ${body.ids.join(', ')}.`,
        );
      writes.orderTutorials(order);
      return undefined;
    },
    authorizeTo('edit', 'Only help users and help admins can reorder tutorials.'),
  );

  registerEndpoint(app, api.finishTutorial, async ({ user, params }) => {
    const id = idParam(params.id, 'tutorial');
    readableTutorial(user, id);
    writes.finishTutorial(user.id, id, app.portal.clock.now());
    return undefined;
  });

  registerEndpoint(
    app,
    api.saveHelpAgent,
    async ({ params, body }) => {
      const pageName = pageParam(params.pageName);
      const { loaded, ...next } = body;
      const stored = rows.agentOf(pageName);
      // A save from a panel that showed an agent since deleted would bring it back unasked
      // (walkthrough 36, D2): the panel is told (404) and offers to add its text as a new agent.
      if (loaded && !stored)
        throw notFound(`The page ${pageName} has no help agent: someone else deleted it.`);
      // Its name and connection string are what a save writes: a panel that showed none (null)
      // loaded both empty, so another admin's agent saved meanwhile is refused (409) too.
      if (loaded !== undefined)
        refuseLostUpdate('help agent', agentFieldsOf(stored), { ...next, loaded: agentFieldsOf(loaded) });
      writes.saveAgent(pageName, body.agentName, body.tokenEndpointURL);
      const agent = rows.agentOf(pageName);
      if (!agent) throw new Error(`The agent of ${pageName} was not stored`);
      return agent;
    },
    authorizeTo('configureAgent', 'Only help admins can configure help agents.'),
  );

  registerEndpoint(app, api.deleteHelpAgent, async ({ user, params }) => {
    abilities(user, 'configureAgent', 'Only help admins can configure help agents.');
    const pageName = pageParam(params.pageName);
    if (!writes.removeAgent(pageName)) throw notFound(`The page ${pageName} has no help agent.`);
    return undefined;
  });
}
