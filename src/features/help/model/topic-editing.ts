import { PermissionLevel } from '../../../contracts/claims';
import { type HelpTopic, helpTopicSchema, permissionLevelSchema } from '../../../contracts/help';
import { CONTENT, NEW_TOPIC_ID, TOPIC_TITLE_MAX_LENGTH } from '../../../contracts/help-authoring';
import { richTextHasContent, richTextProblem } from '../../../contracts/rich-text';
import { hasVisibleText } from '../../../contracts/user-text';
import { z } from '../../../contracts/zod';
import { DraftCreate } from '../../../core/api/create-key';
import { deletedMeanwhileNotice, rebasedDraft } from '../../../core/api/edit-conflict';
import { keptCreateSchema, keptDraftNotice } from '../../../core/unsaved-work/kept-drafts';
import { helpTitleProblem } from './help-title';

/*
 * The details tab's editing state (S2 §2, §4 "Help panel", §5): viewing or editing a topic. The
 * draft keeps the permission level nullable so a missing level shows as an empty, required field.
 */

export interface TopicDraft {
  id: number;
  title: string;
  description: string;
  permissionLevel: PermissionLevel | null;
}

export interface TopicEdit {
  /** The values when editing began: Cancel restores them, Save compares against them. */
  original: TopicDraft;
  draft: TopicDraft;
  /**
   * A saved topic as the editor loaded it, sent with the update as `loaded` (the server refuses a
   * topic changed since, contracts/edit-conflict.ts). None for a new topic.
   */
  loaded?: HelpTopic;
  /**
   * A new topic's create (core/api/create-key.ts): one Idempotency-Key for every Save of the
   * draft, so a Save repeated after a lost answer creates nothing twice. None when editing.
   */
  create?: DraftCreate<HelpTopic>;
  /**
   * Another author deleted the topic while this one edited it (a 404 on Save): `saveAsNew`, Save
   * adds the text back as a new topic; `cannotSave`, the author may not create topics, so the text
   * stays for copying and Save is off. Said to the user by `topicDeletedNotice`.
   */
  deletedMeanwhile?: 'saveAsNew' | 'cannotSave';
  /** The draft was kept through an expired session and restored at this sign-in (`topicEditNotice`). */
  keptThroughExpiry?: true;
}

export const isNewTopic = (edit: TopicEdit) => edit.original.id === NEW_TOPIC_ID;

export function startEditingTopic(topic: HelpTopic): TopicEdit {
  return { original: { ...topic }, draft: { ...topic }, loaded: topic };
}

/**
 * After a 409 (another author saved the topic meanwhile): the draft moves onto the topic as now
 * stored (their changes shown in the fields this author left alone, this author's kept), which
 * becomes what the edit started from, so Save sends it as `loaded` and writes the form knowingly.
 */
export const rebasedTopicEdit = (edit: TopicEdit, stored: HelpTopic): TopicEdit => ({
  // A new topic's create went through and only its follow-up update was refused: from now on
  // the draft edits the topic created.
  draft: { ...rebasedDraft(edit.draft, edit.loaded ?? edit.original, stored), id: stored.id },
  original: { ...stored },
  loaded: stored,
});

/**
 * After a 404 on Save (another author deleted the topic meanwhile), as release notes decide for a
 * deleted note (docs/release-notes.md, docs/help.md): with `create` (the author may create topics)
 * the editor becomes a new topic's editor holding the author's text, so Save adds it back as a new
 * topic and Cancel drops it; without, the text stays for copying and Save is off. Never a dead end
 * that fails the same way on every Save.
 */
export function editAfterTopicDeleted(
  edit: TopicEdit,
  create: DraftCreate<HelpTopic> | undefined,
): TopicEdit {
  if (!create) return { original: edit.original, draft: edit.draft, deletedMeanwhile: 'cannotSave' };
  const empty = startNewTopic(create).original;
  return {
    original: empty,
    draft: { ...edit.draft, id: NEW_TOPIC_ID },
    create,
    deletedMeanwhile: 'saveAsNew',
  };
}

/** What the editor says after another author deleted the topic it edits; nothing otherwise. */
export function topicDeletedNotice(edit: TopicEdit): string | undefined {
  switch (edit.deletedMeanwhile) {
    case 'saveAsNew':
      return deletedMeanwhileNotice('topic');
    case 'cannotSave':
      return 'This topic was deleted by someone else. Only a help admin can add it back: copy your text before you cancel.';
    default:
      return undefined;
  }
}

/**
 * A new topic (help admins, S2 §6) starts empty in edit mode. Its level starts at Limited (everyone
 * may read it), the widest audience, which the admin narrows if needed.
 */
export function startNewTopic(create: DraftCreate<HelpTopic>): TopicEdit {
  const empty: TopicDraft = {
    id: NEW_TOPIC_ID,
    title: '',
    description: '',
    permissionLevel: PermissionLevel.Limited,
  };
  return { original: empty, draft: { ...empty }, create };
}

const sameTopic = (a: TopicDraft, b: TopicDraft) =>
  a.title === b.title && a.description === b.description && a.permissionLevel === b.permissionLevel;

/** The edit holds a change not saved (its text differs from the topic's): a reload would lose it. */
/**
 * Whether the open editor is still one the author may use: a new topic needs the right to create,
 * an edit the right to edit (S2 §6). A renewal that takes the right closes it (walkthrough 37, D6).
 */
export const topicEditAllowed = (edit: TopicEdit | null, may: { edit: boolean; create: boolean }) =>
  edit === null || (isNewTopic(edit) ? may.create : may.edit);

export const topicEditChanged = (edit: TopicEdit | null) =>
  edit !== null && !sameTopic(edit.draft, edit.original);

/** Why the title cannot be saved as typed (a control character, its length), shown under the field. */
export const topicTitleProblem = (draft: TopicDraft) => helpTitleProblem(draft.title, TOPIC_TITLE_MAX_LENGTH);
/** Why the content cannot be saved as typed, shown under the editor. */
export const topicContentProblem = (draft: TopicDraft) => richTextProblem(draft.description, CONTENT);

/**
 * Save is enabled only if something changed and title, content and permission level are all
 * filled (S2 §5) with visible text, and neither holds a character the server refuses.
 */
/** The required fields still empty, by their labels (a title of spaces is empty): said beside Save. */
export function missingTopicFields(draft: TopicDraft): string[] {
  return [
    ...(hasVisibleText(draft.title) ? [] : ['Title']),
    ...(draft.permissionLevel === null ? ['Permission level'] : []),
    ...(richTextHasContent(draft.description) ? [] : ['Description']),
  ];
}

export function canSaveTopic(edit: TopicEdit): boolean {
  const { draft } = edit;
  const filled =
    hasVisibleText(draft.title) && richTextHasContent(draft.description) && draft.permissionLevel !== null;
  const acceptable = !topicTitleProblem(draft) && !topicContentProblem(draft);
  const savable = edit.deletedMeanwhile !== 'cannotSave';
  return filled && acceptable && savable && !sameTopic(draft, edit.original);
}

/** The topic to send once Save is enabled; undefined while it is not. */
export function completedTopic(edit: TopicEdit): HelpTopic | undefined {
  const { draft } = edit;
  if (!canSaveTopic(edit) || draft.permissionLevel === null) return undefined;
  return { ...draft, title: draft.title.trim(), permissionLevel: draft.permissionLevel };
}

/** A change to the draft keeps the edit's create: it is still the same unsaved topic. */
export const withDraft = (edit: TopicEdit, draft: TopicDraft): TopicEdit => ({ ...edit, draft });

/*
 * A draft kept through an expired session (walkthrough 15, D4; core/unsaved-work/kept-drafts.ts):
 * the Save that met the expiry signed the author out; the same author signing in again in that tab
 * gets the editor back as it was, with a note, instead of a topic gone without a word.
 */

const topicDraftSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  permissionLevel: z.nullable(permissionLevelSchema),
});
export const keptTopicSchema = z.object({
  original: topicDraftSchema,
  draft: topicDraftSchema,
  loaded: z.optional(helpTopicSchema),
  /** A new topic's create: its key, and the body of a Save whose answer never came. */
  create: z.optional(keptCreateSchema(helpTopicSchema)),
});
export type KeptTopic = z.infer<typeof keptTopicSchema>;

/** What an expiry keeps of the edit: its text and what it started from; nothing when nothing changed. */
export const keptTopic = (edit: TopicEdit | null): KeptTopic | undefined =>
  edit && topicEditChanged(edit)
    ? { original: edit.original, draft: edit.draft, loaded: edit.loaded, create: edit.create?.kept() }
    : undefined;

/**
 * The editor as the kept draft left it: an edit of a saved topic sends what it loaded, so a topic
 * changed meanwhile is refused (409) and the draft moves onto it as usual; a new topic's draft goes
 * on with its create (its key, and a Save whose answer was lost before the expiry: the topic may
 * exist, and Save again makes no second one), for authors who may create topics (`mayCreate`);
 * without, its text stays for copying.
 */
export function restoredTopicEdit(kept: KeptTopic, mayCreate: boolean): TopicEdit {
  const restored = { original: kept.original, draft: kept.draft, keptThroughExpiry: true } as const;
  if (kept.loaded) return { ...restored, loaded: kept.loaded };
  if (!mayCreate) return { ...restored, deletedMeanwhile: 'cannotSave' };
  return { ...restored, create: new DraftCreate(kept.create) };
}

/** What the editor says above Save: a topic deleted meanwhile, or a draft kept through an expiry. */
export const topicEditNotice = (edit: TopicEdit): string | undefined =>
  topicDeletedNotice(edit) ??
  (edit.keptThroughExpiry ? keptDraftNotice('topic', edit.create?.mayExist) : undefined);
