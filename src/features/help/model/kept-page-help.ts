import { sameContent } from '../../../contracts/edit-conflict';
import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../../contracts/help';
import { agentFieldsOf, type SaveHelpAgent } from '../../../contracts/help-writes';
import { DraftCreate } from '../../../core/api/create-key';
import { draftOf, type ItemDraft, newItemDraft } from './item-editing';
import type { KeptHelpAgent, KeptHelpItem, KeptTutorial } from './kept-page-help-schemas';
import { startEditingTutorial, startNewTutorial, type TutorialDraft } from './tutorial-editing';
import { matchedByContent } from './tutorial-steps-merge';

/*
 * The page-help editors' drafts kept through an expired session (walkthrough 15, D4, as the Help
 * Topics editor's: core/unsaved-work/kept-drafts.ts): the help item card, the tutorial editor and
 * the agent panel each keep a changed draft, with the page it belongs to, and the same author
 * signed in again in that tab gets edit mode on that page with the editor as it was and a note.
 * An edit of a saved record keeps what it loaded (a change meanwhile is still refused, 409, and
 * rebased); a new one keeps its create (key, and a Save whose answer never came: no twin). What
 * is kept: kept-page-help-schemas.ts.
 */

export {
  KEPT_HELP_AGENT,
  KEPT_HELP_ITEM,
  KEPT_TUTORIAL,
  type KeptHelpAgent,
  type KeptHelpItem,
  type KeptTutorial,
} from './kept-page-help-schemas';

/**
 * The unsaved work each editor holds while it has a draft to keep (`useUnsavedWork`): a sign-out
 * the user chooses drops it (only an expiry keeps it), so Sign Out and the update prompt's Reload
 * ask first, naming it as Help Topics' 'a help topic edit' is named.
 */
export const HELP_ITEM_EDIT_WORK = 'a help item edit';
export const TUTORIAL_EDIT_WORK = 'a tutorial edit';
export const HELP_AGENT_EDIT_WORK = 'a help agent edit';

const sameItem = (a: ItemDraft, b: ItemDraft) =>
  a.anchor === b.anchor &&
  a.enabled === b.enabled &&
  a.title === b.title &&
  a.description === b.description &&
  a.position === b.position &&
  a.offset === b.offset;

/* The help item card (HelpItemEditorCard). */

export interface HelpItemCardState {
  pageName: string;
  anchor: string;
  draft: ItemDraft;
  loaded: PageHelpItem | undefined;
  create: DraftCreate<HelpItem>;
  deletedMeanwhile: boolean;
}

/** What an expiry keeps of the card: nothing while its draft is as it started. */
export function keptHelpItem(card: HelpItemCardState): KeptHelpItem | undefined {
  const start = card.loaded ? draftOf(card.loaded) : newItemDraft(card.anchor);
  if (sameItem(card.draft, start) && !card.deletedMeanwhile) return undefined;
  const { pageName, anchor, draft, loaded, deletedMeanwhile } = card;
  return {
    pageName,
    anchor,
    draft,
    loaded,
    deletedMeanwhile,
    create: loaded ? undefined : card.create.kept(),
  };
}

/** The card as the kept draft left it (a new item's create goes on under its key). */
export const restoredHelpItem = (kept: KeptHelpItem) => ({
  draft: kept.draft as ItemDraft,
  loaded: kept.loaded,
  create: new DraftCreate<HelpItem>(kept.create),
  deletedMeanwhile: kept.deletedMeanwhile === true,
});

/* The tutorial editor (useTutorialEditor). */

export interface TutorialEditorState {
  pageName: string;
  draft: TutorialDraft | null;
  loaded: Tutorial | undefined;
  create: DraftCreate<Tutorial> | undefined;
  itemEdit: { slot: number | 'new'; draft: ItemDraft } | null;
  deletedMeanwhile: boolean;
}

const sameTutorial = (a: TutorialDraft, b: TutorialDraft) =>
  a.title === b.title &&
  a.enabled === b.enabled &&
  a.icon === b.icon &&
  a.permissionLevel === b.permissionLevel &&
  a.items.length === b.items.length &&
  a.items.every((item, index) => {
    const other = b.items[index];
    return other !== undefined && sameItem(item, other);
  });

/** What an expiry keeps of the tutorial editor: nothing while its draft and open item are as they started. */
export function keptTutorial(editor: TutorialEditorState): KeptTutorial | undefined {
  const { pageName, draft, loaded, itemEdit, deletedMeanwhile } = editor;
  if (!draft) return undefined;
  const start = loaded ? startEditingTutorial(loaded) : startNewTutorial(pageName);
  const savedItem = itemEdit && itemEdit.slot !== 'new' ? draft.items[itemEdit.slot] : undefined;
  const itemStart = itemEdit?.slot === 'new' ? newItemDraft() : savedItem && draftOf(savedItem);
  const itemChanged = itemEdit !== null && (!itemStart || !sameItem(itemEdit.draft, itemStart));
  if (sameTutorial(draft, start) && !itemChanged && !deletedMeanwhile) return undefined;
  return {
    pageName,
    draft,
    loaded,
    create: loaded ? undefined : editor.create?.kept(),
    itemEdit: itemEdit ?? undefined,
    deletedMeanwhile,
  };
}

/** The editor as the kept draft left it: on its edit tab when an item was open, else its items tab. */
export const restoredTutorial = (kept: KeptTutorial) => ({
  draft: {
    ...kept.draft,
    itemSources: kept.draft.itemSources ?? matchedByContent(kept.draft.items, kept.loaded?.items ?? []),
  } as TutorialDraft,
  loaded: kept.loaded,
  create: kept.loaded ? undefined : new DraftCreate<Tutorial>(kept.create),
  itemEdit: kept.itemEdit ? { slot: kept.itemEdit.slot, draft: kept.itemEdit.draft as ItemDraft } : null,
  deletedMeanwhile: kept.deletedMeanwhile === true,
});

/* The agent panel (AgentPanel): it keeps the agent it loaded (null: none), as the others do. */

/** What an expiry keeps of the agent form: nothing while it shows the agent it loaded (or none). */
export function keptHelpAgent(
  pageName: string,
  loaded: HelpAgent | null,
  typed: SaveHelpAgent,
): KeptHelpAgent | undefined {
  return sameContent(typed, agentFieldsOf(loaded)) ? undefined : { pageName, ...typed, loaded };
}
