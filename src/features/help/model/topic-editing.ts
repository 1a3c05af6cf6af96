import { PermissionLevel } from '../../../contracts/claims';
import type { HelpTopic } from '../../../contracts/help';
import { CONTENT, NEW_TOPIC_ID, TITLE } from '../../../contracts/help-authoring';
import { richTextHasContent, richTextProblem } from '../../../contracts/rich-text';
import { hasVisibleText, userTextProblem } from '../../../contracts/user-text';
import type { DraftCreate } from '../../../core/api/create-key';
import { rebasedDraft } from '../../../core/api/edit-conflict';

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
export const topicEditChanged = (edit: TopicEdit | null) =>
  edit !== null && !sameTopic(edit.draft, edit.original);

/** Why the title cannot be saved as typed (a control character, say), shown under the field. */
export const topicTitleProblem = (draft: TopicDraft) => userTextProblem(draft.title, TITLE);
/** Why the content cannot be saved as typed, shown under the editor. */
export const topicContentProblem = (draft: TopicDraft) => richTextProblem(draft.description, CONTENT);

/**
 * Save is enabled only if something changed and title, content and permission level are all
 * filled (S2 §5) with visible text, and neither holds a character the server refuses.
 */
export function canSaveTopic(edit: TopicEdit): boolean {
  const { draft } = edit;
  const filled =
    hasVisibleText(draft.title) && richTextHasContent(draft.description) && draft.permissionLevel !== null;
  const acceptable = !topicTitleProblem(draft) && !topicContentProblem(draft);
  return filled && acceptable && !sameTopic(draft, edit.original);
}

/** The topic to send once Save is enabled; undefined while it is not. */
export function completedTopic(edit: TopicEdit): HelpTopic | undefined {
  const { draft } = edit;
  if (!canSaveTopic(edit) || draft.permissionLevel === null) return undefined;
  return { ...draft, title: draft.title.trim(), permissionLevel: draft.permissionLevel };
}

/** A change to the draft keeps the edit's create: it is still the same unsaved topic. */
export const withDraft = (edit: TopicEdit, draft: TopicDraft): TopicEdit => ({ ...edit, draft });
