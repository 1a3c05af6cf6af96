import type { HelpItem } from '../../contracts/help';
import type { SaveHelpItem, SaveTutorial } from '../../contracts/help-writes';
import type { Db } from '../db/database';

/*
 * Writes of page help (help_items, tutorials with tutorial_items, help_agents). Each write that
 * touches several rows runs in one transaction, so a failure leaves the page's help as it was.
 */

const flag = (value: boolean) => (value ? 1 : 0);
const itemValues = (item: HelpItem) =>
  [item.anchor, flag(item.enabled), item.title, item.description, item.position, item.offset] as const;

export function pageHelpWrites(db: Db) {
  const insertTutorialItem = db.prepare(
    `INSERT INTO tutorial_items (tutorial_id, position, anchor, enabled, title, description_html, placement, offset_px)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const writeTutorialItems = (tutorialId: number, items: readonly HelpItem[]) => {
    db.prepare('DELETE FROM tutorial_items WHERE tutorial_id = ?').run(tutorialId);
    items.forEach((item, position) => {
      insertTutorialItem.run(tutorialId, position, ...itemValues(item));
    });
  };
  return {
    /** A new help item goes last on its page. */
    addHelpItem: (item: SaveHelpItem): number =>
      Number(
        db
          .prepare(
            `INSERT INTO help_items (page_name, position, anchor, enabled, title, description_html, placement, offset_px)
             VALUES (?, (SELECT COALESCE(MAX(position), -1) + 1 FROM help_items WHERE page_name = ?), ?, ?, ?, ?, ?, ?)`,
          )
          .run(item.pageName, item.pageName, ...itemValues(item)).lastInsertRowid,
      ),
    updateHelpItem: (item: SaveHelpItem) =>
      db
        .prepare(
          `UPDATE help_items SET anchor = ?, enabled = ?, title = ?, description_html = ?, placement = ?, offset_px = ?
           WHERE id = ?`,
        )
        .run(...itemValues(item), item.id),
    removeHelpItem: (id: number) => db.prepare('DELETE FROM help_items WHERE id = ?').run(id).changes > 0,

    /** A new tutorial goes last on its page. */
    addTutorial: db.transaction((tutorial: SaveTutorial): number => {
      const id = Number(
        db
          .prepare(
            `INSERT INTO tutorials (page_name, position, enabled, title, icon, permission_level)
             VALUES (?, (SELECT COALESCE(MAX(position), -1) + 1 FROM tutorials WHERE page_name = ?), ?, ?, ?, ?)`,
          )
          .run(
            tutorial.pageName,
            tutorial.pageName,
            flag(tutorial.enabled),
            tutorial.title,
            tutorial.icon,
            tutorial.permissionLevel,
          ).lastInsertRowid,
      );
      writeTutorialItems(id, tutorial.items);
      return id;
    }),
    updateTutorial: db.transaction((tutorial: SaveTutorial) => {
      db.prepare(
        'UPDATE tutorials SET enabled = ?, title = ?, icon = ?, permission_level = ? WHERE id = ?',
      ).run(flag(tutorial.enabled), tutorial.title, tutorial.icon, tutorial.permissionLevel, tutorial.id);
      writeTutorialItems(tutorial.id, tutorial.items);
    }),
    removeTutorial: (id: number) => db.prepare('DELETE FROM tutorials WHERE id = ?').run(id).changes > 0,
    /** `ids`: every tutorial of the page in its new order. */
    orderTutorials: db.transaction((ids: readonly number[]) => {
      const setPosition = db.prepare('UPDATE tutorials SET position = ? WHERE id = ?');
      ids.forEach((id, position) => {
        setPosition.run(position, id);
      });
    }),

    /** Idempotent: finishing again keeps the first time. */
    finishTutorial: (userId: number, tutorialId: number, now: number) =>
      db
        .prepare(
          'INSERT OR IGNORE INTO finished_tutorials (user_id, tutorial_id, finished_at) VALUES (?, ?, ?)',
        )
        .run(userId, tutorialId, new Date(now).toISOString()),

    saveAgent: (pageName: string, agentName: string, tokenEndpointURL: string) =>
      db
        .prepare(
          `INSERT INTO help_agents (page_name, agent_name, token_endpoint_url) VALUES (?, ?, ?)
           ON CONFLICT (page_name) DO UPDATE SET agent_name = excluded.agent_name,
             token_endpoint_url = excluded.token_endpoint_url`,
        )
        .run(pageName, agentName, tokenEndpointURL),
    removeAgent: (pageName: string) =>
      db.prepare('DELETE FROM help_agents WHERE page_name = ?').run(pageName).changes > 0,
  };
}
