import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../contracts/help';
import { helpAuthoringEndpoints } from '../../contracts/help-authoring-api';
import { NEW_HELP_ITEM_ID, NEW_TUTORIAL_ID, type SaveHelpAgent } from '../../contracts/help-writes';
import { appApi } from '../../core/api/app-api';
import { createKeyOption } from '../../core/api/create-key';
import { appStore } from '../../core/state/jotai';
import { pageHelpRevisionAtom } from './state';

/*
 * Page help writes go straight to the API, never through the outbox, like topic authoring:
 * offline the overlay disables authoring (docs/offline.md). Each refreshes the page help.
 */
const pageHelpChanged = () => appStore.set(pageHelpRevisionAtom, (count) => count + 1);

async function changing<T>(write: Promise<T>): Promise<T> {
  const answer = await write;
  pageHelpChanged();
  return answer;
}

/**
 * Creates (id 0, under the draft's `createKey` as Idempotency-Key: a repeat answers the first
 * item) or updates a help item of `pageName`.
 */
export function saveHelpItem(
  pageName: string,
  id: number,
  item: HelpItem,
  createKey: string | undefined,
): Promise<PageHelpItem> {
  const body = { ...item, id, pageName };
  return changing(
    id === NEW_HELP_ITEM_ID
      ? appApi().call(helpAuthoringEndpoints.addHelpItem, { body, ...createKeyOption(createKey) })
      : appApi().call(helpAuthoringEndpoints.updateHelpItem, { body }),
  );
}

export const deleteHelpItem = (id: number) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpItem, { params: { id } }));

/** Creates (id -1, under the draft's `createKey`) or updates a tutorial with its ordered items. */
export function saveTutorial(tutorial: Tutorial, createKey: string | undefined): Promise<Tutorial> {
  return changing(
    tutorial.id === NEW_TUTORIAL_ID
      ? appApi().call(helpAuthoringEndpoints.addTutorial, { body: tutorial, ...createKeyOption(createKey) })
      : appApi().call(helpAuthoringEndpoints.updateTutorial, { body: tutorial }),
  );
}

export const deleteTutorial = (id: number) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteTutorial, { params: { id } }));

export const reorderTutorials = (pageName: string, ids: number[]) =>
  changing(appApi().call(helpAuthoringEndpoints.reorderTutorials, { params: { pageName }, body: { ids } }));

export const saveHelpAgent = (pageName: string, agent: SaveHelpAgent): Promise<HelpAgent> =>
  changing(appApi().call(helpAuthoringEndpoints.saveHelpAgent, { params: { pageName }, body: agent }));

export const deleteHelpAgent = (pageName: string) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpAgent, { params: { pageName } }));
