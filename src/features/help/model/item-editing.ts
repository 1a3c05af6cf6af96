import { type HelpItem, type HelpPosition, helpPositions } from '../../../contracts/help';
import {
  DESCRIPTION,
  HELP_DESCRIPTION_MAX_LENGTH,
  HELP_TITLE_MAX_LENGTH,
} from '../../../contracts/help-writes';
import {
  richTextHasContent,
  richTextLengthHint,
  richTextLengthProblem,
  richTextProblem,
} from '../../../contracts/rich-text';
import { hasVisibleText } from '../../../contracts/user-text';
import { helpTitleProblem } from './help-title';

/*
 * A help item or tutorial item being edited (S2 §3, §5). The draft keeps the position nullable
 * (unset) so the S2 §5 rules can be applied literally; saving needs every rule to pass.
 */

export interface ItemDraft {
  anchor: string | null;
  enabled: boolean;
  title: string;
  description: string;
  position: HelpPosition | null;
  /** Pixels; null when empty; the text as typed while it is not a whole number in range. */
  offset: number | null | string;
}

/**
 * The description is HTML from the rich-text editor, which has no length limit of its own (the
 * text area had `maxLength`): one longer than the server takes is refused here, with its reason
 * and its count (contracts/rich-text.ts). Undefined when it fits.
 */
export const descriptionLengthError = (draft: ItemDraft): string | undefined =>
  richTextLengthProblem(draft.description, HELP_DESCRIPTION_MAX_LENGTH, DESCRIPTION);

/** From nine tenths of the limit on, the count as the server makes it. */
export const descriptionLengthHint = (draft: ItemDraft): string | undefined =>
  richTextLengthHint(draft.description, HELP_DESCRIPTION_MAX_LENGTH);

/** Why the title cannot be saved as typed (a control character, its length), shown under the field. */
export const itemTitleProblem = (draft: ItemDraft) => helpTitleProblem(draft.title, HELP_TITLE_MAX_LENGTH);

/** Why the description cannot be saved: a character the server refuses, or its length. */
export const itemDescriptionProblem = (draft: ItemDraft) =>
  richTextProblem(draft.description, DESCRIPTION) ?? descriptionLengthError(draft);

/**
 * Save is disabled unless title and description show something (S2 §5), neither holds a
 * character the server refuses, the description fits and the offset is a whole number in range
 * or empty (the field says why when it is not), unless the form disables it.
 */
export const canSaveItem = (draft: ItemDraft): boolean =>
  hasVisibleText(draft.title) &&
  richTextHasContent(draft.description) &&
  !itemTitleProblem(draft) &&
  !itemDescriptionProblem(draft) &&
  // An offset the form disables cannot be corrected there, so it holds nothing back (it is saved
  // as none: `completedItem`; review of stop 49).
  (typeof draft.offset !== 'string' || offsetDisabled(draft)) &&
  positionAllowed(draft.position, draft);

/** The offset the card is drawn with while editing: none while the text is not a number. */
export const draftOffset = (draft: ItemDraft): number | null =>
  typeof draft.offset === 'number' ? draft.offset : null;

/**
 * Offset is disabled when the position is cover or unset, or when the item is inactive (S2 §5).
 * The screen centre is S2 §3's position "when there is no anchor", so it counts as unset: an
 * offset is a distance from the element and the centre has none (`cardPlacement` ignores it
 * there, with or without an anchor; walkthrough 27, defect 4).
 */
export const offsetDisabled = (draft: ItemDraft): boolean =>
  draft.position === null || draft.position === 'cover' || draft.position === 'center' || !draft.enabled;

/** Positions other than the screen centre are disabled without an anchor or a position (S2 §5). */
export const positionAllowed = (position: HelpPosition | null, draft: ItemDraft): boolean =>
  position === 'center' || (position !== null && draft.anchor !== null && draft.position !== null);

/** The position choices in S2 §3's order, each with whether it may be chosen now. */
export const positionChoices = (draft: ItemDraft) =>
  helpPositions.map((position) => ({ position, disabled: !positionAllowed(position, draft) }));

/** Selecting an element on the page sets the anchor and defaults the position to bottom (S2 §4). */
export const withAnchor = (draft: ItemDraft, anchor: string): ItemDraft => ({
  ...draft,
  anchor,
  position: 'bottom',
});

/** A new item: active, no anchor, in the screen centre until an element is selected. */
export const newItemDraft = (anchor: string | null = null): ItemDraft => ({
  anchor,
  enabled: true,
  title: '',
  description: '',
  position: anchor === null ? 'center' : 'bottom',
  offset: null,
});

export const draftOf = (item: HelpItem): ItemDraft => ({ ...item });

/**
 * The item to save once Save is enabled; undefined while not. An offset the form disables is
 * kept as typed: it applies again once the item is active or positioned beside its anchor.
 */
export function completedItem(draft: ItemDraft): HelpItem | undefined {
  if (!canSaveItem(draft) || draft.position === null) return undefined;
  return {
    ...draft,
    offset: draftOffset(draft),
    title: draft.title.trim(),
    description: draft.description.trim(),
    position: draft.position,
  };
}
