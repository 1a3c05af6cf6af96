import { Button, Group, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { HelpItem, PageHelpItem } from '../../../contracts/help';
import { isNotFound } from '../../../core/api/api-error';
import { DraftCreate } from '../../../core/api/create-key';
import { deletedMeanwhileNotice, rebasedDraft, rebaseOnConflict } from '../../../core/api/edit-conflict';
import { saveFailureMessage } from '../../../core/api/save-failure';
import { BusyButton } from '../../../core/ui/BusyButton';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { useFloatingLayer } from '../../../core/ui/floating-layers';
import { useFocusReturn } from '../../../core/ui/useCardFocusReturn';
import { keptDraftNotice } from '../../../core/unsaved-work/kept-drafts';
import { useKeepOnExpiry } from '../../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import {
  canSaveItem,
  completedItem,
  draftOf,
  draftOffset,
  type ItemDraft,
  newItemDraft,
} from '../model/item-editing';
import {
  HELP_ITEM_EDIT_WORK,
  KEPT_HELP_ITEM,
  type KeptHelpItem,
  keptHelpItem,
  restoredHelpItem,
} from '../model/kept-page-help';
import { deleteHelpItem, saveHelpItem } from '../page-help-writes';
import { PAGE_HELP_AUTHORING_OFFLINE_HINT, useHelpAuthoring } from '../useHelpAuthoring';
import { useHelpWrite } from '../useHelpWrite';
import { AnchoredCard } from './AnchoredCard';
import { ItemFields } from './ItemFields';

interface HelpItemEditorCardProps {
  pageName: string;
  anchor: string;
  /** The anchor's stored item; undefined starts a new one. */
  stored: PageHelpItem | undefined;
  onClose: () => void;
  /** The card's draft kept through an expired session: it opens as the author left it. */
  kept?: KeptHelpItem | undefined;
}

/**
 * Edits the help item of one anchor (S2 §2, §5), placed where the item's card will be: changing
 * the position or offset moves it at once. Save needs title and description; Delete (help admins)
 * asks 'Confirm Item Delete'. A non-blocking dialog like the floating panels: it stacks with them
 * (the one used last on top), takes the focus when it opens, and Escape closes it.
 */
export function HelpItemEditorCard({ pageName, anchor, stored, onClose, kept }: HelpItemEditorCardProps) {
  const { may, readOnly } = useHelpAuthoring();
  const [restored] = useState(() => kept && restoredHelpItem(kept));
  const [draft, setDraft] = useState<ItemDraft>(
    () => restored?.draft ?? (stored ? draftOf(stored) : newItemDraft(anchor)),
  );
  // The item as this card loaded it, sent with an update as `loaded`; after a 409, as stored then.
  const [loaded, setLoaded] = useState(restored ? restored.loaded : stored);
  // The card holds one draft: a new item's create, one key for every Save of it (core/api/create-key.ts).
  const [create] = useState(() => restored?.create ?? new DraftCreate<HelpItem>());
  const [confirming, setConfirming] = useState(false);
  // The stored item was deleted by another author while this card edited it.
  const [deletedMeanwhile, setDeletedMeanwhile] = useState(restored?.deletedMeanwhile ?? false);
  // An expiry keeps the draft as it is then, for the same author's sign-in in this tab (walkthrough 15, D4).
  const keptNow = keptHelpItem({ pageName, anchor, draft, loaded, create, deletedMeanwhile });
  useKeepOnExpiry(KEPT_HELP_ITEM, keptNow);
  // A chosen sign-out or a reload would drop it: they ask first.
  useUnsavedWork(keptNow !== undefined, HELP_ITEM_EDIT_WORK);
  const write = useHelpWrite();
  const box = useRef<HTMLDivElement>(null);
  const layer = useFloatingLayer(true, onClose, box);
  // Closed, it hands the focus back to the badge that opened it.
  useFocusReturn();
  // The badge that opened it keeps the focus otherwise, and Escape pressed there is the page's.
  const focusOnMount = useCallback((element: HTMLDivElement | null) => {
    box.current = element;
    element?.focus();
  }, []);

  const save = () => {
    const item = completedItem(draft);
    if (!item) return;
    const origin = loaded ? { loaded } : { create };
    write.run(async () => {
      try {
        // Another author saved the item meanwhile: the draft moves onto their version.
        await rebaseOnConflict(saveHelpItem(pageName, item, origin), (theirs: PageHelpItem) => {
          setDraft((current) => rebasedDraft(current, loaded ?? newItemDraft(anchor), theirs));
          setLoaded(theirs);
        });
        onClose();
      } catch (error) {
        if (!(isNotFound(error) && loaded)) throw error;
        // Deleted by another author meanwhile: the text stays, and Save adds it as a new item
        // under the card's create key (docs/help.md).
        setLoaded(undefined);
        setDeletedMeanwhile(true);
      }
    }, saveFailureMessage);
  };
  const remove = () => {
    if (!stored) return;
    write.run(async () => {
      await deleteHelpItem(stored.id);
      setConfirming(false);
      onClose();
    });
  };

  return (
    <AnchoredCard
      anchor={draft.anchor}
      position={draft.position ?? 'center'}
      offset={draft.position === 'cover' ? null : draftOffset(draft)}
      zIndex={layer.zIndex}
      role="dialog"
      label="Edit help item"
    >
      <div ref={focusOnMount} tabIndex={-1} style={{ outline: 'none' }} {...layer.raiseOnUse}>
        <Title order={2} size="h6" mb={4}>
          Help for {anchor}
        </Title>
        <ItemFields
          // Its description field reads its HTML once: it starts again on another author's version.
          key={loaded?.description}
          draft={draft}
          onChange={setDraft}
          canToggleActive={may.toggleActive}
        />
        {readOnly && (
          <Text size="xs" c="dimmed" role="note" mt={4}>
            {PAGE_HELP_AUTHORING_OFFLINE_HINT}
          </Text>
        )}
        {(deletedMeanwhile || restored) && (
          <Text size="xs" role="status" mt={4}>
            {deletedMeanwhile
              ? deletedMeanwhileNotice('help item')
              : keptDraftNotice('help item', !loaded && create.mayExist)}
          </Text>
        )}
        {write.error && (
          <Text size="xs" c="red" role="alert" mt={4}>
            {write.error}
          </Text>
        )}
        <Group justify="space-between" mt="sm" gap={4}>
          {may.remove && stored && !deletedMeanwhile ? (
            <Button
              size="compact-sm"
              color="red"
              variant="subtle"
              onClick={() => setConfirming(true)}
              disabled={readOnly}
            >
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap={4}>
            <Button size="compact-sm" variant="default" onClick={onClose} disabled={write.busy}>
              Cancel
            </Button>
            <BusyButton
              size="compact-sm"
              onClick={save}
              busy={write.busy}
              disabled={readOnly || !canSaveItem(draft)}
            >
              Save
            </BusyButton>
          </Group>
        </Group>
        <ConfirmDelete
          title="Confirm Item Delete"
          question="Are you sure you want to delete this item?"
          opened={confirming}
          deleting={write.busy}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      </div>
    </AnchoredCard>
  );
}
