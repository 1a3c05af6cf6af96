import { z } from 'zod';
import type { Claim } from './claims';
import { PermissionLevel } from './claims';
import { helpLevelOf, permissionLevelSchema } from './help';

/*
 * Help topic authoring (S2 §2, §5, §6): the rules both the Help Topics panel and the server apply,
 * so the server refuses exactly what the panel does not offer.
 */

/** Id of a topic not saved yet (the new topic in edit mode). */
export const NEW_TOPIC_ID = 0;
export const TOPIC_TITLE_MAX_LENGTH = 200;

/** What a user may do with help topics (S2 §6). */
export interface TopicAbilities {
  /** Help users (helpmanagement.*) and help admins (helpmanagement.0). */
  edit: boolean;
  /** Help admins only: create a topic, delete one, set a topic's permission level. */
  create: boolean;
  remove: boolean;
  setLevel: boolean;
}

export function topicAbilities(claims: readonly Claim[]): TopicAbilities {
  const level = helpLevelOf(claims);
  const admin = level === PermissionLevel.Admin;
  return { edit: admin || level === PermissionLevel.User, create: admin, remove: admin, setLevel: admin };
}

/** Whether rich text says anything: tags, non-breaking spaces and whitespace alone are empty. */
export function richTextHasContent(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

/** A topic as saved (PUT creates, PATCH updates): title, content and permission level are required (S2 §5). */
export const saveHelpTopicSchema = z.object({
  id: z.number().int().min(0),
  title: z
    .string()
    .trim()
    .min(1, 'A help topic needs a title.')
    .max(TOPIC_TITLE_MAX_LENGTH, `A title is at most ${TOPIC_TITLE_MAX_LENGTH} characters.`),
  description: z.string().refine(richTextHasContent, 'A help topic needs content.'),
  permissionLevel: permissionLevelSchema,
});
export type SaveHelpTopic = z.infer<typeof saveHelpTopicSchema>;
