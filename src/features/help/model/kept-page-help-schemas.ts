import {
  helpAgentSchema,
  helpItemSchema,
  helpPositionSchema,
  pageHelpItemSchema,
  permissionLevelSchema,
  tutorialSchema,
} from '../../../contracts/help';
import { z } from '../../../contracts/zod';
import { keptCreateSchema } from '../../../core/unsaved-work/kept-drafts';

/*
 * What the page-help editors keep through an expired session (walkthrough 15, D4; the rules:
 * kept-page-help.ts). Apart from the rules so the help layer, which takes the drafts back at
 * sign-in for readers too, loads no authoring code (the editors load with edit mode).
 */

/** The names the page-help drafts are kept under. */
export const KEPT_HELP_ITEM = 'helpItem';
export const KEPT_TUTORIAL = 'tutorial';
export const KEPT_HELP_AGENT = 'helpAgent';

const itemDraftSchema = z.object({
  anchor: z.nullable(z.string()),
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  position: z.nullable(helpPositionSchema),
  offset: z.union([z.nullable(z.int()), z.string()]),
});

export const keptHelpItemSchema = z.object({
  pageName: z.string(),
  /** The badge's anchor the card was opened on. */
  anchor: z.string(),
  draft: itemDraftSchema,
  loaded: z.optional(pageHelpItemSchema),
  create: z.optional(keptCreateSchema(helpItemSchema)),
  /** The stored item was deleted by another author meanwhile: Save adds it as new. */
  deletedMeanwhile: z.optional(z.boolean()),
});
export type KeptHelpItem = z.infer<typeof keptHelpItemSchema>;

const tutorialDraftSchema = z.extend(tutorialSchema, {
  permissionLevel: z.nullable(permissionLevelSchema),
  /** Absent in drafts kept before walkthrough 37: matched to the loaded items by content. */
  itemSources: z.optional(z.array(z.nullable(z.int()))),
});

export const keptTutorialSchema = z.object({
  pageName: z.string(),
  draft: tutorialDraftSchema,
  loaded: z.optional(tutorialSchema),
  create: z.optional(keptCreateSchema(tutorialSchema)),
  /** An item open on the edit tab, not yet put into the draft. */
  itemEdit: z.optional(z.object({ slot: z.union([z.int(), z.literal('new')]), draft: itemDraftSchema })),
  deletedMeanwhile: z.optional(z.boolean()),
});
export type KeptTutorial = z.infer<typeof keptTutorialSchema>;

export const keptHelpAgentSchema = z.object({
  pageName: z.string(),
  agentName: z.string(),
  tokenEndpointURL: z.string(),
  /** The agent the form loaded (null: none), sent with its save; absent in drafts kept before. */
  loaded: z.optional(z.nullable(helpAgentSchema)),
});
export type KeptHelpAgent = z.infer<typeof keptHelpAgentSchema>;
