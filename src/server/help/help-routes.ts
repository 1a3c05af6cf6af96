import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import {
  canReadAtLevel,
  type HelpItem,
  helpLevelOf,
  helpPositionSchema,
  type PageHelp,
  pageNameSchema,
  permissionLevelSchema,
  readablePageHelp,
} from '../../contracts/help';
import type { Db } from '../db/database';
import { badRequest } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { type TopicRow, toTopic } from './topic-row';

interface ItemRow {
  anchor: string | null;
  enabled: number;
  title: string;
  description_html: string;
  placement: string;
  offset_px: number | null;
}

interface TutorialRow {
  id: number;
  page_name: string;
  enabled: number;
  title: string;
  icon: string | null;
  permission_level: number;
}

const toItem = (row: ItemRow): HelpItem => ({
  anchor: row.anchor,
  enabled: row.enabled === 1,
  title: row.title,
  description: row.description_html,
  position: helpPositionSchema.parse(row.placement),
  offset: row.offset_px,
});

/** Everything stored for one page, unfiltered. */
function storedPageHelp(db: Db, pageName: string): PageHelp {
  const helps = db
    .prepare<[string], ItemRow>('SELECT * FROM help_items WHERE page_name = ? ORDER BY position')
    .all(pageName)
    .map(toItem);
  const tutorialItems = db.prepare<[number], ItemRow>(
    'SELECT * FROM tutorial_items WHERE tutorial_id = ? ORDER BY position',
  );
  const tutorials = db
    .prepare<[string], TutorialRow>('SELECT * FROM tutorials WHERE page_name = ? ORDER BY position, id')
    .all(pageName)
    .map((row) => ({
      id: row.id,
      pageName: row.page_name,
      enabled: row.enabled === 1,
      title: row.title,
      icon: row.icon,
      permissionLevel: permissionLevelSchema.parse(row.permission_level),
      items: tutorialItems.all(row.id).map(toItem),
    }));
  const agent = db
    .prepare<[string], { id: number; agent_name: string; token_endpoint_url: string | null }>(
      'SELECT * FROM help_agents WHERE page_name = ?',
    )
    .get(pageName);
  return {
    helps,
    tutorials,
    agent: agent
      ? { id: agent.id, agentName: agent.agent_name, tokenEndpointURL: agent.token_endpoint_url, pageName }
      : null,
  };
}

/** The help service's reads (S2 §2–3): topics and one page's help, filtered by the user's help level. */
export function registerHelpRoutes(app: FastifyInstance): void {
  const { db } = app.portal;

  registerEndpoint(app, api.helpTopics, async ({ user }) => {
    const level = helpLevelOf(user.claims);
    return db
      .prepare<[], TopicRow>('SELECT * FROM help_topics ORDER BY position, id')
      .all()
      .map(toTopic)
      .filter((topic) => canReadAtLevel(level, topic.permissionLevel));
  });

  registerEndpoint(app, api.pageHelp, async ({ user, params }) => {
    const pageName = pageNameSchema.safeParse(params.pageName);
    if (!pageName.success)
      throw badRequest(`'${params.pageName}' is not a page name: ${pageName.error.issues[0]?.message}`);
    return readablePageHelp(storedPageHelp(db, pageName.data), helpLevelOf(user.claims));
  });
}
