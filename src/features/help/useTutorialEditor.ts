import { useEffect, useState } from 'react';
import type { Tutorial } from '../../contracts/help';
import { moved } from '../../contracts/help-writes';
import { isNotFound } from '../../core/api/api-error';
import { DraftCreate } from '../../core/api/create-key';
import { deletedMeanwhileNotice, rebasedDraft, rebaseOnConflict } from '../../core/api/edit-conflict';
import { saveFailureMessage } from '../../core/api/save-failure';
import { useAtom, useSetAtom } from '../../core/state/jotai';
import { keptDraftNotice } from '../../core/unsaved-work/kept-drafts';
import { useKeepOnExpiry } from '../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
import { completedItem, draftOf, type ItemDraft, newItemDraft, withAnchor } from './model/item-editing';
import {
  KEPT_TUTORIAL,
  type KeptTutorial,
  keptTutorial,
  restoredTutorial,
  TUTORIAL_EDIT_WORK,
} from './model/kept-page-help';
import {
  asNewTutorial,
  completedTutorial,
  type ItemSlot,
  listedTutorials,
  startEditingTutorial,
  startNewTutorial,
  type TutorialDraft,
  withItem,
  withItemMoved,
  withoutItem,
} from './model/tutorial-editing';
import { keptStepNotice, mergedSteps } from './model/tutorial-steps-merge';
import { deleteTutorial, reorderTutorials, saveTutorial } from './page-help-writes';
import { startTutorialPlayback } from './start-playback';
import {
  pickingAnchorAtom,
  playingTutorialAtom,
  type TutorialEditorTab,
  tutorialEditorTabAtom,
} from './state';
import { useHelpWrite } from './useHelpWrite';

export interface ItemEdit {
  slot: ItemSlot;
  draft: ItemDraft;
}

/**
 * The tutorial editor panel's state (S2 §2, §4): the list with its order, one tutorial draft on
 * the items tab, one of its items on the edit tab. Item changes stay in the draft until the
 * tutorial is saved; deletes and the list order go to the server at once. A changed draft is kept
 * through an expired session and comes back (`kept`, then `taken`) when the same author signs in
 * again in this tab (walkthrough 15, D4).
 */
export function useTutorialEditor(
  pageName: string,
  saved: readonly Tutorial[],
  kept?: { kept: KeptTutorial; taken: () => void },
) {
  const [tab, setTab] = useAtom(tutorialEditorTabAtom);
  const [picking, setPicking] = useAtom(pickingAnchorAtom);
  const setPlaying = useSetAtom(playingTutorialAtom);
  const [draft, setDraft] = useState<TutorialDraft | null>(null);
  /** A new tutorial's create, made with its draft: one key for every Save of it (core/api/create-key.ts). */
  const [newTutorial, setNewTutorial] = useState<DraftCreate<Tutorial>>();
  /** A saved tutorial as the draft loaded it, sent with the update as `loaded`; after a 409, as stored then. */
  const [loaded, setLoaded] = useState<Tutorial>();
  const [itemEdit, setItemEdit] = useState<ItemEdit | null>(null);
  /**
   * Back on the items tab from an item's edit, the item whose Edit the focus lands on (the edit
   * tab, its focused button with it, is gone); null: 'Add Item' (a new item cancelled).
   */
  const [itemLanding, setItemLanding] = useState<number | null>(null);
  /** The order just dragged, shown until the page help comes back with it. */
  const [order, setOrder] = useState<{ ids: number[]; basis: readonly Tutorial[] } | null>(null);
  const [deletingTutorial, setDeletingTutorial] = useState<Tutorial>();
  const [deletingItem, setDeletingItem] = useState<number>();
  const write = useHelpWrite();
  /** The tutorial edited was deleted by another author: said until the draft is saved or dropped. */
  const [deletedMeanwhile, setDeletedMeanwhile] = useState(false);
  /** Steps kept over another author's change or deletion after a conflict: said until saved or dropped. */
  const [keptSteps, setKeptSteps] = useState<string[]>([]);
  /** The draft was kept through an expired session: said until it is saved or dropped. */
  const [restored, setRestored] = useState(false);

  const keptNow = keptTutorial({ pageName, draft, loaded, create: newTutorial, itemEdit, deletedMeanwhile });
  useKeepOnExpiry(KEPT_TUTORIAL, keptNow);
  // A chosen sign-out or a reload would drop it: they ask first.
  useUnsavedWork(keptNow !== undefined, TUTORIAL_EDIT_WORK);
  useEffect(() => {
    if (!kept) return;
    const back = restoredTutorial(kept.kept);
    setDraft(back.draft);
    setLoaded(back.loaded);
    setNewTutorial(back.create);
    setItemEdit(back.itemEdit);
    setDeletedMeanwhile(back.deletedMeanwhile);
    setRestored(true);
    setTab(back.itemEdit ? 'edit' : 'items');
    kept.taken();
  }, [kept, setTab]);

  // Leaving the page (the overlay is keyed by page) drops the draft: stop picking with it.
  useEffect(() => () => setPicking(false), [setPicking]);
  /** A tab whose content is gone (a draft dropped with the page) falls back to the one that has it. */
  const shownTab: TutorialEditorTab =
    tab === 'edit' && itemEdit === null
      ? draft
        ? 'items'
        : 'list'
      : tab === 'items' && !draft
        ? 'list'
        : tab;

  const ordered =
    order && order.basis === saved
      ? order.ids.flatMap((id) => saved.filter((tutorial) => tutorial.id === id))
      : saved;
  const backToList = () => {
    setDeletedMeanwhile(false);
    setKeptSteps([]);
    setRestored(false);
    setDraft(null);
    setItemEdit(null);
    setPicking(false);
    setTab('list');
  };
  const backToItems = () => {
    setItemEdit(null);
    setPicking(false);
    setTab('items');
  };

  return {
    tab: shownTab,
    setTab,
    draft,
    itemEdit,
    itemLanding,
    picking,
    busy: write.busy,
    error: write.error,
    /** What the panel says after another author deleted the tutorial being edited. */
    notice: deletedMeanwhile
      ? deletedMeanwhileNotice('tutorial')
      : restored
        ? keptDraftNotice('tutorial', !loaded && newTutorial?.mayExist)
        : keptSteps.length > 0
          ? keptStepNotice(keptSteps)
          : undefined,
    listed: listedTutorials(ordered, draft),
    deletingTutorial,
    deletingItem,

    create: () => {
      setDeletedMeanwhile(false);
      setDraft(startNewTutorial(pageName));
      setItemLanding(null);
      setNewTutorial(new DraftCreate());
      setLoaded(undefined);
      setTab('items');
    },
    edit: (tutorial: Tutorial) => {
      setDeletedMeanwhile(false);
      setDraft(startEditingTutorial(tutorial));
      setItemLanding(null);
      setLoaded(tutorial);
      setTab('items');
    },
    moveTutorial: (from: number, to: number) => {
      const ids = moved(ordered, from, to).map((tutorial) => tutorial.id);
      setOrder({ ids, basis: saved });
      write.run(async () => {
        try {
          // `loaded`: the order the list showed, stored as far as this editor knows.
          await reorderTutorials(
            pageName,
            ids,
            ordered.map((tutorial) => tutorial.id),
          );
        } catch (error) {
          // Back to the stored order, read again; the server's message shows in the panel.
          setOrder(null);
          throw error;
        }
      });
    },
    askDeleteTutorial: setDeletingTutorial,
    cancelDeleteTutorial: () => setDeletingTutorial(undefined),
    confirmDeleteTutorial: () => {
      if (!deletingTutorial) return;
      write.run(async () => {
        await deleteTutorial(deletingTutorial.id);
        if (draft?.id === deletingTutorial.id) backToList();
        setDeletingTutorial(undefined);
      });
    },

    change: (next: TutorialDraft) => setDraft(next),
    /** Cancelling drops the draft: a new unsaved tutorial leaves the list (S2 §4). */
    cancel: backToList,
    save: () => {
      const sent = draft;
      const tutorial = sent && completedTutorial(sent);
      if (!sent || !tutorial) return;
      const origin = loaded ? { loaded } : { create: newTutorial ?? new DraftCreate<Tutorial>() };
      write.run(async () => {
        try {
          // Another author saved the tutorial meanwhile: the draft moves onto their version.
          await rebaseOnConflict(saveTutorial(tutorial, origin), (theirs: Tutorial) => {
            const before = loaded ?? startNewTutorial(pageName);
            // The form as sent (Save is busy until the answer); its steps merge step by step
            // (tutorial-steps-merge.ts), its other fields as a whole.
            const { items, itemSources, ...fields } = sent;
            const steps = mergedSteps(before.items, theirs.items, items, itemSources);
            setDraft({
              ...rebasedDraft(fields, before, theirs),
              id: theirs.id,
              items: steps.items,
              itemSources: steps.sources,
            });
            setKeptSteps(steps.keptOverTheirs);
            setLoaded(theirs);
          });
          setDeletedMeanwhile(false);
          backToList();
        } catch (error) {
          if (!(isNotFound(error) && loaded)) throw error;
          // Deleted by another author meanwhile: the draft, items and all, becomes a new
          // tutorial's, which Save adds back (docs/help.md).
          setLoaded(undefined);
          setNewTutorial(new DraftCreate());
          setDraft((current) => current && asNewTutorial(current));
          setDeletedMeanwhile(true);
        }
      }, saveFailureMessage);
    },
    /** Plays the draft as it stands; the panel hides and comes back on its items tab when it ends. */
    preview: () => {
      if (!draft) return;
      setPlaying(startTutorialPlayback({ ...draft, permissionLevel: draft.permissionLevel ?? 2 }, true));
      setTab('items');
    },
    // The landing names an item by its place: after a move or a delete that place holds another.
    moveItem: (from: number, to: number) => {
      setItemLanding(null);
      if (draft) setDraft(withItemMoved(draft, from, to));
    },
    askDeleteItem: setDeletingItem,
    cancelDeleteItem: () => setDeletingItem(undefined),
    confirmDeleteItem: () => {
      setItemLanding(null);
      if (draft && deletingItem !== undefined) setDraft(withoutItem(draft, deletingItem));
      setDeletingItem(undefined);
    },

    addItem: () => {
      setItemEdit({ slot: 'new', draft: newItemDraft() });
      setTab('edit');
    },
    editItem: (index: number) => {
      const item = draft?.items[index];
      if (!item) return;
      setItemEdit({ slot: index, draft: draftOf(item) });
      setTab('edit');
    },
    changeItem: (next: ItemDraft) => setItemEdit((current) => current && { ...current, draft: next }),
    setPicking,
    /** Selecting an element sets the item's anchor and defaults its position to bottom (S2 §4). */
    pick: (anchor: string) => {
      setItemEdit((current) => current && { ...current, draft: withAnchor(current.draft, anchor) });
      setPicking(false);
    },
    saveItem: () => {
      const item = itemEdit && completedItem(itemEdit.draft);
      if (!draft || !itemEdit || !item) return;
      setDraft(withItem(draft, itemEdit.slot, item));
      setItemLanding(itemEdit.slot === 'new' ? draft.items.length : itemEdit.slot);
      backToItems();
    },
    cancelItem: () => {
      setItemLanding(itemEdit === null || itemEdit.slot === 'new' ? null : itemEdit.slot);
      backToItems();
    },
  };
}

export type TutorialEditor = ReturnType<typeof useTutorialEditor>;
