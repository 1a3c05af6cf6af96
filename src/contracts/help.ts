import { PermissionLevel } from './claims';
import { z } from './zod';

/**
 * Help topics, per-page help items, tutorials and the page's help agent (S2 §3). The spec gives
 * no paths for the help service: docs/api.md documents the two reads chosen here.
 */

/** Admin=0, User=1, Limited=2 (S2 §3). */
export const permissionLevelSchema = z.union([
  z.literal(PermissionLevel.Admin),
  z.literal(PermissionLevel.User),
  z.literal(PermissionLevel.Limited),
]);

/** Where a card sits next to its anchor; `center` is the screen centre (an item without anchor). */
export const helpPositions = [
  'top',
  'left',
  'cover',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
  'center',
] as const;
export const helpPositionSchema = z.enum(helpPositions);
export type HelpPosition = z.infer<typeof helpPositionSchema>;

/** Help topic of S2 §3. `description` is rich text (HTML): sanitise before rendering. */
export const helpTopicSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  permissionLevel: permissionLevelSchema,
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/**
 * Help item and tutorial item of S2 §3 (the same fields). `anchor` is the `data-help-anchor` key
 * of an element on the page (null: screen centre); `offset` is pixels away from it, may be
 * negative, null when empty.
 */
export const helpItemSchema = z.object({
  anchor: z.nullable(z.string()),
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  position: helpPositionSchema,
  offset: z.nullable(z.int()),
});
export type HelpItem = z.infer<typeof helpItemSchema>;
export const tutorialItemSchema = helpItemSchema;
export type TutorialItem = HelpItem;

export const tutorialSchema = z.object({
  /** -1 for a new tutorial not yet saved. */
  id: z.int(),
  pageName: z.string(),
  enabled: z.boolean(),
  title: z.string(),
  icon: z.nullable(z.string()),
  permissionLevel: permissionLevelSchema,
  items: z.array(tutorialItemSchema),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const helpAgentSchema = z.object({
  id: z.nullable(z.int()),
  agentName: z.string(),
  tokenEndpointURL: z.nullable(z.string()),
  pageName: z.string(),
});
export type HelpAgent = z.infer<typeof helpAgentSchema>;

/** A page's help item as stored: its id names it for editing (PATCH Help/Items, DELETE Help/Items/{id}). */
export const pageHelpItemSchema = z.extend(helpItemSchema, { id: z.int() });
export type PageHelpItem = z.infer<typeof pageHelpItemSchema>;

/** GET Help/Pages/{pageName}: everything the overlay shows on one page. */
export const pageHelpSchema = z.object({
  helps: z.array(pageHelpItemSchema),
  tutorials: z.array(tutorialSchema),
  agent: z.nullable(helpAgentSchema),
  /** The page's tutorials this user has finished: the others are new to them. */
  finishedTutorialIds: z.optional(z.array(z.int())),
});
export type PageHelp = z.infer<typeof pageHelpSchema>;

/** A user sees what is meant for their level or a wider one: Admin all, User 1 and 2, Limited 2. */
export const canReadAtLevel = (userLevel: PermissionLevel, itemLevel: PermissionLevel): boolean =>
  itemLevel >= userLevel;

/**
 * What of a page's help a reader at `level` gets: tutorials at their level or wider; inactive
 * tutorials and help items only for those who edit help (help users and admins, S2 §6), since
 * they are the ones who finish and activate them. Tutorial items stay as they are: playback
 * skips the disabled ones (S2 §2), and the overlay shows readers only active help (shown-help).
 */
export function readablePageHelp(help: PageHelp, level: PermissionLevel): PageHelp {
  const editor = level !== PermissionLevel.Limited;
  return {
    helps: help.helps.filter((item) => editor || item.enabled),
    tutorials: help.tutorials.filter(
      (tutorial) => canReadAtLevel(level, tutorial.permissionLevel) && (editor || tutorial.enabled),
    ),
    agent: help.agent,
    finishedTutorialIds: help.finishedTutorialIds,
  };
}

/**
 * A tutorial the user played to its end (queued in the outbox while offline). A reader's record,
 * not an authoring write: the outbox knows it from the start, so it lives here, not in
 * help-writes.ts with the editors' schemas.
 */
export const tutorialFinishedSchema = z.object({
  tutorialId: z.int().check(z.positive()),
  /** The page whose cached help marks it (absent in records queued before it was kept). */
  pageName: z.optional(z.string()),
});
export type TutorialFinished = z.infer<typeof tutorialFinishedSchema>;
