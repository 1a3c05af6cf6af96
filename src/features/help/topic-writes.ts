import type { HelpTopic } from '../../contracts/help';
import { helpTopicWriteEndpoints } from '../../contracts/help-topic-writes-api';
import { doneIfGone, isNotFound } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import type { DraftCreate } from '../../core/api/create-key';
import { updateOrConflict } from '../../core/api/edit-conflict';
import { appStore } from '../../core/state/jotai';
import { helpTopicsRead } from './data';
import { helpTopicsRevisionAtom } from './state';

/*
 * Topic writes go straight to the API, never through the outbox, like release-note authoring:
 * offline the panel disables editing (docs/offline.md). Each refreshes the topic list.
 */
const topicsChanged = () => appStore.set(helpTopicsRevisionAtom, (count) => count + 1);

/**
 * Updates a topic the editor loaded as `loaded`. Refused because another author changed it since
 * (409), it fails with an EditConflict holding the topic as now stored, and the list is re-read.
 */
const updateTopic = (topic: HelpTopic, loaded: HelpTopic) =>
  updateOrConflict(
    () => appApi().call(helpTopicWriteEndpoints.updateHelpTopic, { body: { ...topic, loaded } }),
    async () => {
      topicsChanged();
      return (await helpTopicsRead.fetch()).find((stored) => stored.id === topic.id);
    },
  ).catch((error: unknown) => {
    // Deleted by another author meanwhile (404): the list learns of it, the editor decides the rest.
    if (isNotFound(error)) topicsChanged();
    throw error;
  });

/**
 * Creates a new topic under its draft's key (a Save repeated after a lost answer makes no second
 * topic, core/api/create-key.ts) or updates the topic the editor loaded as `loaded`; answers the
 * stored topic.
 */
export async function saveHelpTopic(
  topic: HelpTopic,
  origin: { create: DraftCreate<HelpTopic> } | { loaded: HelpTopic },
): Promise<HelpTopic> {
  const saved =
    'create' in origin
      ? await origin.create.save(
          topic,
          (first, key) => appApi().call(helpTopicWriteEndpoints.addHelpTopic, { body: first, ...key }),
          (created) => updateTopic({ ...topic, id: created.id }, created),
        )
      : await updateTopic(topic, origin.loaded);
  topicsChanged();
  return saved;
}

/** Deletes a topic; one another author deleted already (404) is gone, as asked: no failure. */
export async function deleteHelpTopic(id: number): Promise<void> {
  await doneIfGone(appApi().call(helpTopicWriteEndpoints.deleteHelpTopic, { params: { id } }));
  topicsChanged();
}
