import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { readablePageHelp } from '../../contracts/help';
import { helpLevelOf } from '../../contracts/help-authoring';
import { pageNameSchema } from '../../contracts/help-writes';
import { badRequest } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { pageHelpRows } from './page-help-rows';
import { readableTopics } from './topic-row';

/** The help service's reads (S2 §2–3): topics and one page's help, filtered by the user's help level. */
export function registerHelpRoutes(app: FastifyInstance): void {
  const { db } = app.portal;
  const rows = pageHelpRows(db);

  registerEndpoint(app, api.helpTopics, async ({ user }) => readableTopics(db, user.claims));

  registerEndpoint(app, api.pageHelp, async ({ user, params }) => {
    const pageName = pageNameSchema.safeParse(params.pageName);
    if (!pageName.success)
      throw badRequest(`'${params.pageName}' is not a page name: ${pageName.error.issues[0]?.message}`);
    return {
      ...readablePageHelp(rows.pageHelp(pageName.data), helpLevelOf(user.claims)),
      finishedTutorialIds: rows.finishedTutorialIds(pageName.data, user.id),
    };
  });
}
