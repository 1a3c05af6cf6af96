import {
  type HelpAgent,
  type HelpItem,
  helpPositionSchema,
  type PageHelp,
  type PageHelpItem,
  permissionLevelSchema,
  type Tutorial,
} from '../../contracts/help';
import type { Db } from '../db/database';

/** The rows of help_items and tutorial_items share these columns. */
export interface ItemRow {
  anchor: string | null;
  enabled: number;
  title: string;
  description_html: string;
  placement: string;
  offset_px: number | null;
}

interface HelpItemRow extends ItemRow {
  id: number;
  page_name: string;
}

interface TutorialRow {
  id: number;
  page_name: string;
  enabled: number;
  title: string;
  icon: string | null;
  permission_level: number;
}

interface AgentRow {
  id: number;
  page_name: string;
  agent_name: string;
  token_endpoint_url: string | null;
}

const toItem = (row: ItemRow): HelpItem => ({
  anchor: row.anchor,
  enabled: row.enabled === 1,
  title: row.title,
  description: row.description_html,
  position: helpPositionSchema.parse(row.placement),
  offset: row.offset_px,
});

/** A stored help item with the page it belongs to. */
export type StoredHelpItem = PageHelpItem & { pageName: string };

/** Reads of the page help tables, shared by the help reads and the authoring routes. */
export function pageHelpRows(db: Db) {
  const itemsOf = (tutorialId: number) =>
    db
      .prepare<[number], ItemRow>('SELECT * FROM tutorial_items WHERE tutorial_id = ? ORDER BY position')
      .all(tutorialId)
      .map(toItem);
  const toTutorial = (row: TutorialRow): Tutorial => ({
    id: row.id,
    pageName: row.page_name,
    enabled: row.enabled === 1,
    title: row.title,
    icon: row.icon,
    permissionLevel: permissionLevelSchema.parse(row.permission_level),
    items: itemsOf(row.id),
  });
  const agentOf = (pageName: string): HelpAgent | null => {
    const row = db.prepare<[string], AgentRow>('SELECT * FROM help_agents WHERE page_name = ?').get(pageName);
    return row
      ? { id: row.id, agentName: row.agent_name, tokenEndpointURL: row.token_endpoint_url, pageName }
      : null;
  };
  return {
    helpItem: (id: number): StoredHelpItem | undefined => {
      const row = db.prepare<[number], HelpItemRow>('SELECT * FROM help_items WHERE id = ?').get(id);
      return row && { ...toItem(row), id: row.id, pageName: row.page_name };
    },
    tutorial: (id: number): Tutorial | undefined => {
      const row = db.prepare<[number], TutorialRow>('SELECT * FROM tutorials WHERE id = ?').get(id);
      return row && toTutorial(row);
    },
    agentOf,
    /** The tutorials of `pageName` that `userId` has finished. */
    finishedTutorialIds: (pageName: string, userId: number): number[] =>
      db
        .prepare<[string, number], { tutorial_id: number }>(
          `SELECT f.tutorial_id FROM finished_tutorials f JOIN tutorials t ON t.id = f.tutorial_id
           WHERE t.page_name = ? AND f.user_id = ? ORDER BY f.tutorial_id`,
        )
        .all(pageName, userId)
        .map((row) => row.tutorial_id),
    /** Everything stored for one page, unfiltered, in display order. */
    pageHelp: (pageName: string): PageHelp => ({
      helps: db
        .prepare<[string], HelpItemRow>('SELECT * FROM help_items WHERE page_name = ? ORDER BY position, id')
        .all(pageName)
        .map((row) => ({ ...toItem(row), id: row.id })),
      tutorials: db
        .prepare<[string], TutorialRow>('SELECT * FROM tutorials WHERE page_name = ? ORDER BY position, id')
        .all(pageName)
        .map(toTutorial),
      agent: agentOf(pageName),
    }),
  };
}
