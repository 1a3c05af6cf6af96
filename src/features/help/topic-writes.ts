import type { HelpTopic } from '../../contracts/help';
import { NEW_TOPIC_ID } from '../../contracts/help-authoring';
import { helpTopicWriteEndpoints } from '../../contracts/help-topic-writes-api';
import { appApi } from '../../core/api/app-api';
import { createKeyOption } from '../../core/api/create-key';
import { appStore } from '../../core/state/jotai';
import { helpTopicsRevisionAtom } from './state';

/*
 * Topic writes go straight to the API, never through the outbox, like release-note authoring:
 * offline the panel disables editing (docs/offline.md). Each refreshes the topic list.
 */
const topicsChanged = () => appStore.set(helpTopicsRevisionAtom, (count) => count + 1);

/**
 * Creates (id 0, under the draft's `createKey` as Idempotency-Key) or updates a topic; answers the
 * stored topic. A create repeated with the same key answers the topic the first one created.
 */
export async function saveHelpTopic(topic: HelpTopic, createKey: string | undefined): Promise<HelpTopic> {
  const saved =
    topic.id === NEW_TOPIC_ID
      ? await appApi().call(helpTopicWriteEndpoints.addHelpTopic, {
          body: topic,
          ...createKeyOption(createKey),
        })
      : await appApi().call(helpTopicWriteEndpoints.updateHelpTopic, { body: topic });
  topicsChanged();
  return saved;
}

export async function deleteHelpTopic(id: number): Promise<void> {
  await appApi().call(helpTopicWriteEndpoints.deleteHelpTopic, { params: { id } });
  topicsChanged();
}
