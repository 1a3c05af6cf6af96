import type { HelpTopic } from '../../contracts/help';
import { NEW_TOPIC_ID } from '../../contracts/help-authoring';
import { helpTopicWriteEndpoints } from '../../contracts/help-topic-writes-api';
import { appApi } from '../../core/api/app-api';
import { appStore } from '../../core/state/jotai';
import { helpTopicsRevisionAtom } from './state';

/*
 * Topic writes go straight to the API, never through the outbox, like release-note authoring:
 * offline the panel disables editing (docs/offline.md). Each refreshes the topic list.
 */
const topicsChanged = () => appStore.set(helpTopicsRevisionAtom, (count) => count + 1);

/** Creates (id 0) or updates a topic; answers the stored topic. */
export async function saveHelpTopic(topic: HelpTopic): Promise<HelpTopic> {
  const endpoint =
    topic.id === NEW_TOPIC_ID
      ? helpTopicWriteEndpoints.addHelpTopic
      : helpTopicWriteEndpoints.updateHelpTopic;
  const saved = await appApi().call(endpoint, { body: topic });
  topicsChanged();
  return saved;
}

export async function deleteHelpTopic(id: number): Promise<void> {
  await appApi().call(helpTopicWriteEndpoints.deleteHelpTopic, { params: { id } });
  topicsChanged();
}
