import type { HelpTopic } from '../../contracts/help';
import { helpEndpoints } from '../../contracts/help-api';
import { NEW_TOPIC_ID } from '../../contracts/help-authoring';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { appStore } from '../../core/state/jotai';
import { helpTopicsRevisionAtom, pageHelpRevisionAtom } from './state';

/**
 * Help reads through the cache layer (issue 4): shown from IndexedDB at once, refreshed from the
 * network when online, keyed per user and context account (the default scope), dropped at sign-out.
 * Topics refresh at once after each topic write.
 */
/** The Help Topics list as the cache knows it (also listed by the offline-readiness view). */
export const helpTopicsRead = {
  resource: 'helpTopics',
  fetch: () => appApi().call(helpEndpoints.helpTopics),
  schema: helpEndpoints.helpTopics.response,
};

/** One page's help items, tutorials and agent as the cache knows them (`pageName` from `pageNameOf`). */
export const pageHelpRead = (pageName: string) => ({
  resource: `pageHelp:${pageName}`,
  fetch: () => appApi().call(helpEndpoints.pageHelp, { params: { pageName } }),
  schema: helpEndpoints.pageHelp.response,
});

export function useHelpTopics() {
  return useRefreshedOnWrite(
    helpTopicsRevisionAtom,
    useCachedResource(helpTopicsRead.resource, helpTopicsRead.fetch, helpTopicsRead.schema),
  );
}

/** One page's help items, tutorials and agent (`pageName` from `pageNameOf`). */
export function usePageHelp(pageName: string) {
  const read = pageHelpRead(pageName);
  return useRefreshedOnWrite(pageHelpRevisionAtom, useCachedResource(read.resource, read.fetch, read.schema));
}

/*
 * Topic writes go straight to the API, never through the outbox, like release-note authoring:
 * offline the panel disables editing (docs/offline.md). Each refreshes the topic list.
 */
const topicsChanged = () => appStore.set(helpTopicsRevisionAtom, (count) => count + 1);

/** Creates (id 0) or updates a topic; answers the stored topic. */
export async function saveHelpTopic(topic: HelpTopic): Promise<HelpTopic> {
  const endpoint = topic.id === NEW_TOPIC_ID ? helpEndpoints.addHelpTopic : helpEndpoints.updateHelpTopic;
  const saved = await appApi().call(endpoint, { body: topic });
  topicsChanged();
  return saved;
}

export async function deleteHelpTopic(id: number): Promise<void> {
  await appApi().call(helpEndpoints.deleteHelpTopic, { params: { id } });
  topicsChanged();
}
