import { type Claim, PermissionLevel, permissionsOf } from './claims';
import { permissionLevelSchema } from './help';
import { richTextSchema } from './rich-text';
import { userTitleSchema } from './user-text';
import { z } from './zod';

const HELP_AREA = 'helpmanagement';

/**
 * The permission level a user reads help at (S2 §6): `permissions:helpmanagement.0` is a help
 * admin (level 0), `helpmanagement.*` a help user (level 1), anyone else Limited (level 2).
 */
export function helpLevelOf(claims: readonly Claim[]): PermissionLevel {
  const levels = permissionsOf(claims)
    .filter((permission) => permission.area === HELP_AREA)
    .map((permission) => permission.level);
  if (levels.includes('0')) return PermissionLevel.Admin;
  if (levels.includes('*')) return PermissionLevel.User;
  return PermissionLevel.Limited;
}

/*
 * Help topic authoring (S2 §2, §5, §6): the rules both the Help Topics panel and the server apply,
 * so the server refuses exactly what the panel does not offer.
 */

/** Id of a topic not saved yet (the new topic in edit mode). */
export const NEW_TOPIC_ID = 0;
export const TOPIC_TITLE_MAX_LENGTH = 200;
/** How the messages of a refused character name the fields (contracts/user-text.ts): the forms show the same. */
export const TITLE = 'A title';
export const CONTENT = 'The content';

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

/** A topic as saved (PUT creates, PATCH updates): title, content and permission level are required (S2 §5). */
export const saveHelpTopicSchema = z.object({
  id: z.int().check(z.minimum(0)),
  title: userTitleSchema({
    required: 'A help topic needs a title.',
    maxLength: TOPIC_TITLE_MAX_LENGTH,
    tooLong: `A title is at most ${TOPIC_TITLE_MAX_LENGTH} characters.`,
    what: TITLE,
  }),
  description: richTextSchema({ required: 'A help topic needs content.', what: CONTENT }),
  permissionLevel: permissionLevelSchema,
});
export type SaveHelpTopic = z.infer<typeof saveHelpTopicSchema>;

/*
 * Page help authoring (S2 §2, §6): help items, tutorials and the page's help agent. Help users
 * (helpmanagement.*) write items and tutorials and reorder tutorials; help admins
 * (helpmanagement.0) also set permission levels, toggle Active, delete tutorials and items and
 * configure agents. The overlay disables what `helpAuthoringAbilities` denies and the server
 * answers 403 for the same with the reasons below.
 */
export interface HelpAuthoringAbilities {
  edit: boolean;
  setLevel: boolean;
  toggleActive: boolean;
  remove: boolean;
  configureAgent: boolean;
}

export function helpAuthoringAbilities(claims: readonly Claim[]): HelpAuthoringAbilities {
  const level = helpLevelOf(claims);
  const admin = level === PermissionLevel.Admin;
  return {
    edit: admin || level === PermissionLevel.User,
    setLevel: admin,
    toggleActive: admin,
    remove: admin,
    configureAgent: admin,
  };
}

/**
 * What a new tutorial starts as: inactive (it is built and previewed before readers see it, and
 * only a help admin makes it active) and readable by everyone, the widest level, as a new topic.
 */
export const NEW_TUTORIAL_DEFAULTS = { enabled: false, permissionLevel: PermissionLevel.Limited } as const;
/** A new help item is active: a single card, written in place where the author sees it. */
export const NEW_HELP_ITEM_ENABLED = true;

interface ActiveFlag {
  enabled: boolean;
}
interface TutorialShape extends ActiveFlag {
  permissionLevel: PermissionLevel;
  items: readonly ActiveFlag[];
}

const inactiveCount = (items: readonly ActiveFlag[]) => items.filter((item) => !item.enabled).length;

/** Why this user may not save this tutorial (`stored` undefined: a new one), or undefined if they may. */
export function tutorialWriteRefusal(
  may: HelpAuthoringAbilities,
  stored: TutorialShape | undefined,
  next: TutorialShape,
): string | undefined {
  if (!may.edit) return 'Only help users and help admins can edit tutorials.';
  const before: TutorialShape = stored ?? { ...NEW_TUTORIAL_DEFAULTS, items: [] };
  if (!may.setLevel && next.permissionLevel !== before.permissionLevel)
    return "Only help admins can set a tutorial's permission level.";
  if (!may.toggleActive && next.enabled !== before.enabled)
    return 'Only help admins can make a tutorial active or inactive.';
  if (!may.toggleActive && inactiveCount(next.items) !== inactiveCount(before.items))
    return 'Only help admins can make a tutorial item active or inactive.';
  if (!may.remove && next.items.length < before.items.length)
    return 'Only help admins can delete tutorial items.';
  return undefined;
}

/** Why this user may not save this help item (`stored` undefined: a new one), or undefined if they may. */
export function helpItemWriteRefusal(
  may: HelpAuthoringAbilities,
  stored: ActiveFlag | undefined,
  next: ActiveFlag,
): string | undefined {
  if (!may.edit) return 'Only help users and help admins can edit help items.';
  const enabledBefore = stored?.enabled ?? NEW_HELP_ITEM_ENABLED;
  if (!may.toggleActive && next.enabled !== enabledBefore)
    return 'Only help admins can make a help item active or inactive.';
  return undefined;
}
