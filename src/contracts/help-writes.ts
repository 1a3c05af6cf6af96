import { type HelpAgent, helpPositionSchema, permissionLevelSchema, tutorialSchema } from './help';
import { TITLE } from './help-authoring';
import { BUILT_IN_HELP_BOT } from './help-chat';
import { richTextHasContent, richTextProblem } from './rich-text';
import { userTitleSchema } from './user-text';
import { z } from './zod';

/** A page name as the overlay keys help by: the first path segment, lower case (`labor-planning`). */
export const pageNameSchema = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A page name is lower-case letters, digits and dashes.'));

/*
 * What the help service accepts for help items, tutorials, tutorial order and agents (S2 §5),
 * with the messages a 400 answer carries. The overlay's editors apply the same rules before
 * enabling Save (features/help/model/item-editing.ts).
 */

export const HELP_TITLE_MAX_LENGTH = 200;
export const HELP_DESCRIPTION_MAX_LENGTH = 4000;
/** Further than this from an anchor a card would leave the screen on any display. */
export const HELP_OFFSET_LIMIT_PX = 1000;
/** Id of a new help item (POST-like PUT) and of a new tutorial (S2 §3: -1 when new). */
export const NEW_HELP_ITEM_ID = 0;
export const NEW_TUTORIAL_ID = -1;

const title = (what: string) =>
  userTitleSchema({
    required: `${what} needs a title.`,
    maxLength: HELP_TITLE_MAX_LENGTH,
    tooLong: `A title is at most ${HELP_TITLE_MAX_LENGTH} characters.`,
    what: TITLE,
  });
/** How the messages of a refused character name an item's description (the editors show the same). */
export const DESCRIPTION = 'A description';
const description = (what: string) =>
  z.string().check(
    z.trim(),
    z.refine(richTextHasContent, `${what} needs a description.`),
    z.refine((html) => richTextProblem(html, DESCRIPTION) === undefined, {
      error: (issue) => richTextProblem(String(issue.input), DESCRIPTION),
    }),
    z.maxLength(
      HELP_DESCRIPTION_MAX_LENGTH,
      `A description is at most ${HELP_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
  );

const itemFields = (what: string) => ({
  anchor: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  enabled: z.boolean(),
  title: title(what),
  description: description(what),
  position: helpPositionSchema,
  offset: z.nullable(
    z
      .number()
      .check(
        z.int('An offset is a whole number of pixels.'),
        z.minimum(-HELP_OFFSET_LIMIT_PX, `An offset is at least -${HELP_OFFSET_LIMIT_PX} px.`),
        z.maximum(HELP_OFFSET_LIMIT_PX, `An offset is at most ${HELP_OFFSET_LIMIT_PX} px.`),
      ),
  ),
});

/** S2 §5: positions other than the screen centre need an anchor. */
const centredWithoutAnchor = (item: { anchor: string | null; position: string }) =>
  item.anchor !== null || item.position === 'center';
const CENTRE_MESSAGE = 'An item without an anchor sits in the screen centre (position center).';

/** A help item as saved: id 0 creates one on `pageName`, another id updates it. */
export const saveHelpItemSchema = z
  .object({ id: z.int().check(z.minimum(0)), pageName: pageNameSchema, ...itemFields('A help item') })
  .check(z.refine(centredWithoutAnchor, { message: CENTRE_MESSAGE, path: ['position'] }));
export type SaveHelpItem = z.infer<typeof saveHelpItemSchema>;

export const saveTutorialItemSchema = z
  .object(itemFields('A tutorial item'))
  .check(z.refine(centredWithoutAnchor, { message: CENTRE_MESSAGE, path: ['position'] }));

/** A tutorial as saved with its ordered items: id -1 creates it, another id updates it (S2 §5). */
export const saveTutorialSchema = z.extend(tutorialSchema, {
  id: z.int().check(z.minimum(NEW_TUTORIAL_ID)),
  pageName: pageNameSchema,
  title: title('A tutorial'),
  icon: z.nullable(z.string().check(z.trim(), z.maxLength(60, 'An icon name is at most 60 characters.'))),
  permissionLevel: z.union(permissionLevelSchema.def.options, {
    error: 'A tutorial needs a permission level.',
  }),
  items: z.array(saveTutorialItemSchema).check(z.maxLength(50, 'A tutorial has at most 50 items.')),
});
export type SaveTutorial = z.infer<typeof saveTutorialSchema>;

/**
 * The page's tutorials in their new order (ids the user can see; the others keep their places),
 * with optional `loaded`: the ids in the order the author's list showed them before the move. The
 * server refuses (409) a move when the stored order is no longer that (contracts/edit-conflict.ts);
 * optional so a client from before it keeps working while an update rolls out.
 */
export const tutorialOrderSchema = z.object({
  ids: z.array(z.int()).check(z.minLength(1)),
  loaded: z.optional(z.array(z.int())),
});
export type TutorialOrder = z.infer<typeof tutorialOrderSchema>;

/**
 * What a connection string can be: the built-in help bot, or an agent's token endpoint, an
 * absolute http(s) address the server relays to (docs/agent-chat.md). S2 §5 asks for presence
 * only; anything else (walkthrough 2 saved `javascript:alert(1)`) left a chat that only spun.
 */
export function isAgentConnection(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === BUILT_IN_HELP_BOT) return true;
  try {
    const { protocol, host } = new URL(trimmed);
    return (protocol === 'https:' || protocol === 'http:') && host !== '';
  } catch {
    return false;
  }
}
export const AGENT_CONNECTION_MESSAGE = `Use the agent's token endpoint (an https:// address) or ${BUILT_IN_HELP_BOT}.`;

export const AGENT_NAME = 'An agent name';

/** Agent configuration (S2 §2, §5): Name and Connection String, both required. */
export const saveHelpAgentSchema = z.object({
  agentName: userTitleSchema({
    required: 'An agent needs a name.',
    maxLength: 100,
    tooLong: 'A name is at most 100 characters.',
    what: AGENT_NAME,
  }),
  tokenEndpointURL: z.string().check(
    z.trim(),
    z.minLength(1, 'An agent needs a connection string.'),
    z.maxLength(2000, 'A connection string is at most 2000 characters.'),
    z.refine((text) => text === '' || isAgentConnection(text), AGENT_CONNECTION_MESSAGE),
  ),
});
export type SaveHelpAgent = z.infer<typeof saveHelpAgentSchema>;

/**
 * What a save of a page's agent writes, of `agent` as stored; no agent has both empty (what the
 * panel shows and what the server compares a save's `loaded` with, contracts/edit-conflict.ts).
 */
export const agentFieldsOf = (agent: HelpAgent | null): SaveHelpAgent => ({
  agentName: agent?.agentName ?? '',
  tokenEndpointURL: agent?.tokenEndpointURL ?? '',
});

/**
 * `sent` in its new order placed into the slots those ids held in `stored` (the whole page's
 * order); ids not sent keep their slots. Undefined if `sent` repeats an id or names one that is
 * not stored.
 */
export function reorderedIds(stored: readonly number[], sent: readonly number[]): number[] | undefined {
  const sentSet = new Set(sent);
  if (sentSet.size !== sent.length || sent.some((id) => !stored.includes(id))) return undefined;
  const queue = [...sent];
  return stored.map((id) => (sentSet.has(id) ? (queue.shift() as number) : id));
}

/** A list with the entry at `from` moved to `to` (a drag-and-drop result). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}
