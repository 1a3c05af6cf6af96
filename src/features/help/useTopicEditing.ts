import { useState } from 'react';
import type { HelpTopic } from '../../contracts/help';
import { useUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
import {
  completedTopic,
  startEditingTopic,
  startNewTopic,
  type TopicEdit,
  topicEditChanged,
} from './model/topic-editing';
import { deleteHelpTopic, saveHelpTopic } from './topic-writes';

/**
 * The Help Topics panel's editing (S2 §4 "Help panel"): viewing or editing one topic at a time.
 * A failed call is only logged (as release-note authoring, S2 §8) and the editor stays open with
 * the user's text, so Save can be pressed again.
 */
export function useTopicEditing(onSaved: (topic: HelpTopic) => void, onDeleted: () => void) {
  const [edit, setEdit] = useState<TopicEdit | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<HelpTopic>();
  // The update prompt's Reload asks first while the edit holds a change.
  useUnsavedWork(topicEditChanged(edit), 'a help topic edit');

  const run = (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    work()
      .catch((error: unknown) => console.error(failure, error))
      .finally(() => setBusy(false));
  };

  return {
    edit,
    busy,
    deleting,
    startEditing: (topic: HelpTopic) => setEdit(startEditingTopic(topic)),
    startNew: () => setEdit(startNewTopic()),
    change: (draft: TopicEdit['draft']) => setEdit((current) => current && { ...current, draft }),
    /** Cancel drops the draft: the details show the original values again. */
    cancel: () => setEdit(null),
    save: () => {
      const topic = edit && completedTopic(edit);
      if (!topic) return;
      run(async () => {
        const saved = await saveHelpTopic(topic);
        setEdit(null);
        onSaved(saved);
      }, 'Saving the help topic failed');
    },
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(undefined),
    confirmDelete: () => {
      if (!deleting) return;
      run(async () => {
        await deleteHelpTopic(deleting.id);
        setDeleting(undefined);
        onDeleted();
      }, 'Deleting the help topic failed');
    },
  };
}
