import { type HelpTopic, permissionLevelSchema } from '../../contracts/help';

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
