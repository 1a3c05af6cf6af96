import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { HelpTopic } from '../../contracts/help';
import type { TopicAbilities } from '../../contracts/help-authoring';
import { isNotFound } from '../../core/api/api-error';
import { DraftCreate } from '../../core/api/create-key';
import { rebaseOnConflict } from '../../core/api/edit-conflict';
import { saveFailureMessage } from '../../core/api/save-failure';
import { useWhenLost } from '../../core/auth/useWhenLost';
import { useKeepOnExpiry, useKeptOnSignIn } from '../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
import { topicEditLostNotice } from './model/help-edit-loss';
import {
  completedTopic,
  editAfterTopicDeleted,
  isNewTopic,
  keptTopic,
  keptTopicSchema,
  rebasedTopicEdit,
  restoredTopicEdit,
  startEditingTopic,
  startNewTopic,
  type TopicEdit,
  topicEditAllowed,
  topicEditChanged,
  withDraft,
} from './model/topic-editing';
import { deleteHelpTopic, saveHelpTopic } from './topic-writes';
import { useHelpWrite } from './useHelpWrite';

/** The name the topic editor's draft is kept under through an expiry. */
const KEPT_TOPIC = 'helpTopic';

/**
 * The Help Topics panel's editing (S2 §4 "Help panel"): viewing or editing one topic at a time.
 * A failed save says why near Save (`error`, as the page-help editors do) and the editor stays
 * open with the user's text, so Save can be pressed again: a new topic's draft keeps its create
 * key, so a repeat after a lost answer creates no second topic. A save refused because another
 * author changed the topic meanwhile (409) says so, and the edit continues from their version
 * (rebasedTopicEdit). A save answered 404 (another author deleted the topic meanwhile) keeps the
 * text and says so: Save adds it as a new topic (editAfterTopicDeleted). A failed delete is logged
 * and keeps its dialog open; a delete answered 404 is done. A changed edit is kept through an
 * expired session (the Save that meets it signs the author out) and comes back, with a note, when
 * the same author signs in again in this tab (`onKeptRestored` then shows it; walkthrough 15, D4).
 * A renewal that takes the right the open editor needs closes it and says whether typed changes
 * went with it (walkthrough 37, D6: every Save was refused and the editor stayed).
 */
export function useTopicEditing({
  onSaved,
  onGone,
  may,
  onKeptRestored,
}: {
  onSaved: (topic: HelpTopic) => void;
  /** The topic shown is gone (deleted here, or a new topic's editor closed): the panel shows the list. */
  onGone: () => void;
  /** What the author may do (S2 §6); help admins create, so a topic deleted meanwhile can be saved as new. */
  may: TopicAbilities;
  /** A draft kept through an expired session was restored: the panel shows it. */
  onKeptRestored: () => void;
}) {
  const mayCreate = may.create;
  const [edit, setEdit] = useState<TopicEdit | null>(null);
  const [deleting, setDeleting] = useState<HelpTopic>();
  const write = useHelpWrite();
  // The update prompt's Reload asks first while the edit holds a change.
  useUnsavedWork(topicEditChanged(edit), 'a help topic edit');

  // An expiry keeps the edit as it is then; the same author signed in again gets it back
  // (core/unsaved-work/useKeptDraft.ts).
  useKeepOnExpiry(KEPT_TOPIC, keptTopic(edit));
  useKeptOnSignIn(KEPT_TOPIC, keptTopicSchema, (kept) => {
    setEdit(restoredTopicEdit(kept, mayCreate));
    onKeptRestored();
  });

  useWhenLost(topicEditAllowed(edit, may), () => {
    if (!edit) return;
    setEdit(null);
    if (isNewTopic(edit)) onGone();
    notifications.show({
      id: 'help-topic-edit-lost',
      message: topicEditLostNotice(topicEditChanged(edit)),
      color: 'orange',
      autoClose: false,
    });
  });

  const open = (next: TopicEdit | null) => {
    write.clearError();
    setEdit(next);
  };

  return {
    edit,
    busy: write.busy,
    /** Why the last save failed, shown near Save; cleared by the next try or a new edit. */
    error: write.error,
    deleting,
    startEditing: (topic: HelpTopic) => open(startEditingTopic(topic)),
    startNew: () => open(startNewTopic(new DraftCreate())),
    change: (draft: TopicEdit['draft']) => setEdit((current) => current && withDraft(current, draft)),
    /** Cancel drops the draft: the details show the original values again. */
    cancel: () => open(null),
    save: () => {
      const topic = edit && completedTopic(edit);
      if (!topic) return;
      const origin = edit.loaded ? { loaded: edit.loaded } : { create: edit.create ?? new DraftCreate() };
      write.run(async () => {
        // Another author saved the topic meanwhile: the draft moves onto their version.
        try {
          const saved = await rebaseOnConflict(saveHelpTopic(topic, origin), (stored: HelpTopic) =>
            setEdit((current) => current && rebasedTopicEdit(current, stored)),
          );
          setEdit(null);
          onSaved(saved);
        } catch (error) {
          if (!isNotFound(error)) throw error;
          // Another author deleted the topic meanwhile: the text is kept, as a new topic's if allowed.
          const create = mayCreate ? new DraftCreate<HelpTopic>() : undefined;
          setEdit((current) => current && editAfterTopicDeleted(current, create));
        }
      }, saveFailureMessage);
    },
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(undefined),
    confirmDelete: () => {
      if (!deleting) return;
      write.run(async () => {
        await deleteHelpTopic(deleting.id);
        setDeleting(undefined);
        onGone();
      });
    },
  };
}
