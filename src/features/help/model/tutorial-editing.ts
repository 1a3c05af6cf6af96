import type { PermissionLevel } from '../../../contracts/claims';
import type { HelpItem, Tutorial } from '../../../contracts/help';
import { NEW_TUTORIAL_DEFAULTS } from '../../../contracts/help-authoring';
import { HELP_TITLE_MAX_LENGTH, moved, NEW_TUTORIAL_ID } from '../../../contracts/help-writes';
import { hasVisibleText } from '../../../contracts/user-text';
import { helpTitleProblem } from './help-title';

/*
 * The tutorial editor panel's state (S2 §2, §4 "Help overlay", §5): one tutorial edited at a
 * time, its items changed in the draft and saved together with it.
 */

export interface TutorialDraft extends Omit<Tutorial, 'permissionLevel'> {
  /** Nullable so a missing level shows as an empty, required field. */
  permissionLevel: PermissionLevel | null;
  /**
   * For each item, the index of the loaded tutorial's item it started as (null: added here): the
   * items' identity when an edit conflict merges them (tutorial-steps-merge.ts). Not sent.
   */
  itemSources: (number | null)[];
}

export const isNewTutorial = (draft: Pick<TutorialDraft, 'id'>) => draft.id === NEW_TUTORIAL_ID;

export function startNewTutorial(pageName: string): TutorialDraft {
  return {
    id: NEW_TUTORIAL_ID,
    pageName,
    ...NEW_TUTORIAL_DEFAULTS,
    title: '',
    icon: null,
    items: [],
    itemSources: [],
  };
}

export const startEditingTutorial = (tutorial: Tutorial): TutorialDraft => ({
  ...tutorial,
  items: [...tutorial.items],
  itemSources: tutorial.items.map((_, index) => index),
});

/**
 * After a 404 on Save (another author deleted the tutorial meanwhile): the draft, items and all,
 * becomes a new tutorial's, which Save adds back (docs/help.md).
 */
export const asNewTutorial = (draft: TutorialDraft): TutorialDraft => ({
  ...draft,
  id: NEW_TUTORIAL_ID,
  itemSources: draft.items.map(() => null),
});

/** Why the title cannot be saved as typed (a control character, its length), shown under the field. */
export const tutorialTitleProblem = (draft: TutorialDraft) =>
  helpTitleProblem(draft.title, HELP_TITLE_MAX_LENGTH);

/** Tutorial save needs a visible title the server accepts and a permission level (S2 §5). */
export const canSaveTutorial = (draft: TutorialDraft): boolean =>
  hasVisibleText(draft.title) && !tutorialTitleProblem(draft) && draft.permissionLevel !== null;

/** The tutorial to send once Save is enabled; undefined while not. */
export function completedTutorial(draft: TutorialDraft): Tutorial | undefined {
  if (!canSaveTutorial(draft) || draft.permissionLevel === null) return undefined;
  const { itemSources: _sources, ...tutorial } = draft;
  const icon = draft.icon?.trim() ? draft.icon.trim() : null;
  return { ...tutorial, title: draft.title.trim(), icon, permissionLevel: draft.permissionLevel };
}

/**
 * The list tab's rows: the page's tutorials and, while a new one is being edited, that one last.
 * Cancelling a new unsaved tutorial drops the draft, and with it this row (S2 §4).
 */
export function listedTutorials(
  saved: readonly Tutorial[],
  editing: TutorialDraft | null,
): Omit<TutorialDraft, 'itemSources'>[] {
  return editing && isNewTutorial(editing) ? [...saved, editing] : [...saved];
}

/** Where the edit tab's item goes: an index of the draft's items, or a new one at the end. */
export type ItemSlot = number | 'new';

/** The draft with the edited item saved into its slot. */
export function withItem(draft: TutorialDraft, slot: ItemSlot, item: HelpItem): TutorialDraft {
  if (slot === 'new')
    return { ...draft, items: [...draft.items, item], itemSources: [...draft.itemSources, null] };
  return { ...draft, items: draft.items.map((old, index) => (index === slot ? item : old)) };
}

export const withoutItem = (draft: TutorialDraft, index: number): TutorialDraft => ({
  ...draft,
  items: draft.items.filter((_, i) => i !== index),
  itemSources: draft.itemSources.filter((_, i) => i !== index),
});

export const withItemMoved = (draft: TutorialDraft, from: number, to: number): TutorialDraft => ({
  ...draft,
  items: moved(draft.items, from, to),
  itemSources: moved(draft.itemSources, from, to),
});
