import type { Claim } from '../../contracts/claims';
import { canReadAtLevel, type HelpTopic, helpTopicSchema, permissionLevelSchema } from '../../contracts/help';
import { helpLevelOf } from '../../contracts/help-authoring';
import type { Db } from '../db/database';
import { keepValidRows } from '../db/valid-rows';

/** A row of `help_topics`, read by the help reads and by topic authoring. */
export interface TopicRow {
  id: number;
  title: string;
  description_html: string;
  permission_level: number;
}

export const toTopic = (row: TopicRow): HelpTopic => ({
  id: row.id,
  title: row.title,
  description: row.description_html,
  permissionLevel: permissionLevelSchema.parse(row.permission_level),
});

/**
 * The help topics a user may read (S2 §2), in the panel's order: what Help/Topics answers and what
 * the built-in help bot answers from. One query, so a change to who reads what is made once.
 */
export function readableTopics(db: Db, claims: readonly Claim[]): HelpTopic[] {
  const level = helpLevelOf(claims);
  const rows = db.prepare<[], TopicRow>('SELECT * FROM help_topics ORDER BY position, id').all();
  return keepValidRows(db, 'help_topics', rows, toTopic, helpTopicSchema).filter((topic) =>
    canReadAtLevel(level, topic.permissionLevel),
  );
}
