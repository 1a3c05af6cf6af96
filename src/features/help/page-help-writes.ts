import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../contracts/help';
import { helpAuthoringEndpoints } from '../../contracts/help-authoring-api';
import { NEW_HELP_ITEM_ID, NEW_TUTORIAL_ID, type SaveHelpAgent } from '../../contracts/help-writes';
import { doneIfGone, isNotFound } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import type { DraftCreate } from '../../core/api/create-key';
import { updateOrConflict } from '../../core/api/edit-conflict';
import { appStore } from '../../core/state/jotai';
import { pageHelpRead } from './data';
import { pageHelpRevisionAtom } from './state';

/*
 * Page help writes go straight to the API, never through the outbox, like topic authoring:
 * offline the overlay disables authoring (docs/offline.md). Each refreshes the page help.
 */
const pageHelpChanged = () => appStore.set(pageHelpRevisionAtom, (count) => count + 1);

/**
 * A write, then the page help read again; also after a 404 (another author deleted the item or
 * tutorial meanwhile), so the page learns of it while the editor keeps the author's text.
 */
async function changing<T>(write: Promise<T>): Promise<T> {
  try {
    const answer = await write;
    pageHelpChanged();
    return answer;
  } catch (error) {
    if (isNotFound(error)) pageHelpChanged();
    throw error;
  }
}

/** A delete of what another author deleted first (404) is done, as asked. */
const removing = (write: Promise<unknown>) => changing(doneIfGone(write));

/** The page's help as stored now, read again after a 409 (the overlay re-reads it too). */
async function storedPageHelp(pageName: string) {
  pageHelpChanged();
  return pageHelpRead(pageName).fetch();
}

/**
 * An update sends what its editor loaded as `loaded`. Refused because another author changed it
 * since (409), it fails with an EditConflict holding it as now stored (core/api/edit-conflict.ts).
 */
const updateHelpItem = (pageName: string, item: PageHelpItem, loaded: PageHelpItem) =>
  updateOrConflict(
    () => appApi().call(helpAuthoringEndpoints.updateHelpItem, { body: { ...item, pageName, loaded } }),
    async () => (await storedPageHelp(pageName)).helps.find((stored) => stored.id === item.id),
  );

/*
 * A create goes under its draft's key (core/api/create-key.ts): a Save repeated after a lost answer
 * makes no second item or tutorial, and a draft changed in between follows as an update of it.
 */

/** Creates a help item of `pageName` under its draft's key, or updates the one the editor loaded. */
export function saveHelpItem(
  pageName: string,
  item: HelpItem,
  origin: { create: DraftCreate<HelpItem> } | { loaded: PageHelpItem },
): Promise<PageHelpItem> {
  return changing(
    'create' in origin
      ? origin.create.save(
          item,
          (first, key) =>
            appApi().call(helpAuthoringEndpoints.addHelpItem, {
              body: { ...first, id: NEW_HELP_ITEM_ID, pageName },
              ...key,
            }),
          (created) => updateHelpItem(pageName, { ...item, id: created.id }, created),
        )
      : updateHelpItem(pageName, { ...item, id: origin.loaded.id }, origin.loaded),
  );
}

export const deleteHelpItem = (id: number) =>
  removing(appApi().call(helpAuthoringEndpoints.deleteHelpItem, { params: { id } }));

const updateTutorial = (tutorial: Tutorial, loaded: Tutorial) =>
  updateOrConflict(
    () => appApi().call(helpAuthoringEndpoints.updateTutorial, { body: { ...tutorial, loaded } }),
    async () =>
      (await storedPageHelp(tutorial.pageName)).tutorials.find((stored) => stored.id === tutorial.id),
  );

/** Creates a tutorial with its ordered items under its draft's key, or updates the one the editor loaded. */
export function saveTutorial(
  tutorial: Tutorial,
  origin: { create: DraftCreate<Tutorial> } | { loaded: Tutorial },
): Promise<Tutorial> {
  return changing(
    'create' in origin
      ? origin.create.save(
          tutorial,
          (first, key) =>
            appApi().call(helpAuthoringEndpoints.addTutorial, {
              body: { ...first, id: NEW_TUTORIAL_ID },
              ...key,
            }),
          (created) => updateTutorial({ ...tutorial, id: created.id }, created),
        )
      : updateTutorial({ ...tutorial, id: origin.loaded.id }, origin.loaded),
  );
}

export const deleteTutorial = (id: number) =>
  removing(appApi().call(helpAuthoringEndpoints.deleteTutorial, { params: { id } }));

/**
 * The page's tutorials in a new order (`ids`), saying the order the list showed before the move
 * (`loaded`): the server refuses (409) a move made on a list stored differently since. The page
 * help is read again whatever the answer, as the release notes' moves do: after a refusal (another
 * admin moved, deleted or added a tutorial) the list shows the stored order and the next move works.
 */
export async function reorderTutorials(pageName: string, ids: number[], loaded: number[]): Promise<void> {
  try {
    await appApi().call(helpAuthoringEndpoints.reorderTutorials, {
      params: { pageName },
      body: { ids, loaded },
    });
  } finally {
    pageHelpChanged();
  }
}

/**
 * Saves the page's agent, saying the agent the panel loaded (`loaded`, null when it showed none).
 * Refused because another admin saved one since (409), it fails with an EditConflict holding the
 * agent as now stored; a 404 says the loaded agent was deleted meanwhile.
 */
export const saveHelpAgent = (
  pageName: string,
  agent: SaveHelpAgent,
  loaded: HelpAgent | null,
): Promise<HelpAgent> =>
  changing(
    updateOrConflict(
      () =>
        appApi().call(helpAuthoringEndpoints.saveHelpAgent, {
          params: { pageName },
          body: { ...agent, loaded },
        }),
      async () => (await storedPageHelp(pageName)).agent ?? undefined,
    ),
  );

export const deleteHelpAgent = (pageName: string) =>
  changing(appApi().call(helpAuthoringEndpoints.deleteHelpAgent, { params: { pageName } }));
