import type { HelpTopic } from '../../contracts/help';
import { NEW_TOPIC_ID } from '../../contracts/help-authoring';
import { helpTopicWriteEndpoints } from '../../contracts/help-topic-writes-api';
import { appApi } from '../../core/api/app-api';
import { DraftCreate } from '../../core/api/create-key';
import { appStore } from '../../core/state/jotai';
import { helpTopicsRevisionAtom } from './state';

/*
 * Topic writes go straight to the API, never through the outbox, like release-note authoring:
 * offline the panel disables editing (docs/offline.md). Each refreshes the topic list.
 */
const topicsChanged = () => appStore.set(helpTopicsRevisionAtom, (count) => count + 1);

const updateTopic = (topic: HelpTopic) =>
  appApi().call(helpTopicWriteEndpoints.updateHelpTopic, { body: topic });

/**
 * Creates (id 0, under its draft's key: a Save repeated after a lost answer makes no second topic,
 * core/api/create-key.ts) or updates a topic; answers the stored topic.
 */
export async function saveHelpTopic(
  topic: HelpTopic,
  draft: DraftCreate<HelpTopic> = new DraftCreate(),
): Promise<HelpTopic> {
  const saved =
    topic.id === NEW_TOPIC_ID
      ? await draft.save(
          topic,
          (key) => appApi().call(helpTopicWriteEndpoints.addHelpTopic, { body: topic, ...key }),
          (created) => updateTopic({ ...topic, id: created.id }),
        )
      : await updateTopic(topic);
  topicsChanged();
  return saved;
}

export async function deleteHelpTopic(id: number): Promise<void> {
  await appApi().call(helpTopicWriteEndpoints.deleteHelpTopic, { params: { id } });
  topicsChanged();
}
