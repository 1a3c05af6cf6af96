import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../contracts/help';
import { helpAuthoringEndpoints } from '../../contracts/help-authoring-api';
import { NEW_HELP_ITEM_ID, NEW_TUTORIAL_ID, type SaveHelpAgent } from '../../contracts/help-writes';
import { appApi } from '../../core/api/app-api';
import { DraftCreate } from '../../core/api/create-key';
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

const updateHelpItem = (pageName: string, id: number, item: HelpItem) =>
  appApi().call(helpAuthoringEndpoints.updateHelpItem, { body: { ...item, id, pageName } });

/*
 * A create goes under its draft's key (core/api/create-key.ts): a Save repeated after a lost answer
 * makes no second item or tutorial, and a draft changed in between follows as an update.
 */

/** Creates (id 0, under its `draft`'s key) or updates a help item of `pageName`. */
export function saveHelpItem(
  pageName: string,
  id: number,
  item: HelpItem,
  draft: DraftCreate<HelpItem> = new DraftCreate(),
): Promise<PageHelpItem> {
  return changing(
    id === NEW_HELP_ITEM_ID
      ? draft.save(
          item,
          (key) =>
            appApi().call(helpAuthoringEndpoints.addHelpItem, { body: { ...item, id, pageName }, ...key }),
          (created) => updateHelpItem(pageName, created.id, item),
        )
      : updateHelpItem(pageName, id, item),
  );
}

export const deleteHelpItem = (id: number) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpItem, { params: { id } }));

const updateTutorial = (tutorial: Tutorial) =>
  appApi().call(helpAuthoringEndpoints.updateTutorial, { body: tutorial });

/** Creates (id -1, under its `draft`'s key) or updates a tutorial with its ordered items. */
export function saveTutorial(
  tutorial: Tutorial,
  draft: DraftCreate<Tutorial> = new DraftCreate(),
): Promise<Tutorial> {
  return changing(
    tutorial.id === NEW_TUTORIAL_ID
      ? draft.save(
          tutorial,
          (key) => appApi().call(helpAuthoringEndpoints.addTutorial, { body: tutorial, ...key }),
          (created) => updateTutorial({ ...tutorial, id: created.id }),
        )
      : updateTutorial(tutorial),
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
