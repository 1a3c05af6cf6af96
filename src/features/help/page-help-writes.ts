import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../contracts/help';
import { helpAuthoringEndpoints } from '../../contracts/help-authoring-api';
import { NEW_HELP_ITEM_ID, NEW_TUTORIAL_ID, type SaveHelpAgent } from '../../contracts/help-writes';
import { appApi } from '../../core/api/app-api';
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

/** Creates (id 0) or updates a help item of `pageName`. */
export function saveHelpItem(pageName: string, id: number, item: HelpItem): Promise<PageHelpItem> {
  const endpoint =
    id === NEW_HELP_ITEM_ID ? helpAuthoringEndpoints.addHelpItem : helpAuthoringEndpoints.updateHelpItem;
  return changing(appApi().call(endpoint, { body: { ...item, id, pageName } }));
}

export const deleteHelpItem = (id: number) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpItem, { params: { id } }));

/** Creates (id -1) or updates a tutorial with its ordered items. */
export function saveTutorial(tutorial: Tutorial): Promise<Tutorial> {
  const endpoint =
    tutorial.id === NEW_TUTORIAL_ID
      ? helpAuthoringEndpoints.addTutorial
      : helpAuthoringEndpoints.updateTutorial;
  return changing(appApi().call(endpoint, { body: tutorial }));
}

export const deleteTutorial = (id: number) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteTutorial, { params: { id } }));

export const reorderTutorials = (pageName: string, ids: number[]) =>
  changing(appApi().call(helpAuthoringEndpoints.reorderTutorials, { params: { pageName }, body: { ids } }));

export const saveHelpAgent = (pageName: string, agent: SaveHelpAgent): Promise<HelpAgent> =>
  changing(appApi().call(helpAuthoringEndpoints.saveHelpAgent, { params: { pageName }, body: agent }));

export const deleteHelpAgent = (pageName: string) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpAgent, { params: { pageName } }));
