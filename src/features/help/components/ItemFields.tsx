import { Select, Stack, Switch, TextInput } from '@mantine/core';
import type { HelpPosition } from '../../../contracts/help';
import { HELP_OFFSET_LIMIT_PX, HELP_TITLE_MAX_LENGTH } from '../../../contracts/help-writes';
import { lengthLimitHint } from '../../../core/format/length-limit';
import { wholeNumberFieldValue } from '../../../core/format/whole-number';
import { LazyRichTextField } from '../../../core/ui/LazyRichTextField';
import { WholeNumberInput } from '../../../core/ui/WholeNumberInput';
import {
  descriptionLengthHint,
  type ItemDraft,
  itemDescriptionProblem,
  itemTitleProblem,
  offsetDisabled,
  positionChoices,
} from '../model/item-editing';
// The forced-colours rules for the Mantine controls drawn here (core/ui/forced-colors.css).
import '../../../core/ui/forced-colors.css';

/**
 * The help item edit text area has 10 rows (S2 §2): the rich-text editor keeps that box's height
 * (its toolbar included, the text scrolls), so the card still fits above the edit toolbar on a
 * 720 px screen.
 */
const DESCRIPTION_HEIGHT_PX = 240;

const positionLabels: Record<HelpPosition, string> = {
  top: 'Top',
  left: 'Left',
  cover: 'Cover',
  right: 'Right',
  'bottom-left': 'Bottom left',
  bottom: 'Bottom',
  'bottom-right': 'Bottom right',
  center: 'Screen centre (no anchor)',
};

interface ItemFieldsProps {
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  /** Help admins only toggle Active (S2 §6). */
  canToggleActive: boolean;
}

/**
 * The fields of a help item or tutorial item (S2 §3, §5): Active, title, description (10 rows),
 * position (only the screen centre without an anchor or position) and offset (disabled for cover,
 * an unset position or an inactive item). The description is rich text (the help topics' editor),
 * stored as HTML and shown through SafeHtml.
 */
export function ItemFields({ draft, onChange, canToggleActive }: ItemFieldsProps) {
  const set = (patch: Partial<ItemDraft>) => onChange({ ...draft, ...patch });
  return (
    <Stack gap="xs">
      <Switch
        label="Active"
        checked={draft.enabled}
        disabled={!canToggleActive}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <TextInput
        label="Title"
        dir="auto"
        required
        description={lengthLimitHint(draft.title, HELP_TITLE_MAX_LENGTH)}
        value={draft.title}
        error={itemTitleProblem(draft)}
        // Kept whole over the limit, which the field then says: no browser maxLength, which cut a
        // paste's end without a word (walkthrough 35, D2) and counts an emoji as two (walkthrough 15, D5).
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <LazyRichTextField
        label="Description"
        required
        height={DESCRIPTION_HEIGHT_PX}
        initialHtml={draft.description}
        onChange={(description) => set({ description })}
        description={descriptionLengthHint(draft)}
        error={itemDescriptionProblem(draft)}
      />
      <Select
        label="Position"
        data={positionChoices(draft).map(({ position, disabled }) => ({
          value: position,
          label: positionLabels[position],
          disabled,
        }))}
        value={draft.position}
        onChange={(picked) => set({ position: picked as HelpPosition | null })}
      />
      <WholeNumberInput
        label="Offset (px)"
        description="Distance from the element; negative moves closer"
        {...offsetRules}
        disabled={offsetDisabled(draft)}
        value={draft.offset}
        onChange={(text, reading) => {
          const offset = wholeNumberFieldValue(text, reading);
          set({ offset: offset === '' ? null : offset });
        }}
      />
    </Stack>
  );
}

/** The offset's rules: pixels, may be negative (S2 §3), as far as the contract takes. */
const offsetRules = {
  unit: 'pixels',
  allowNegative: true,
  min: -HELP_OFFSET_LIMIT_PX,
  max: HELP_OFFSET_LIMIT_PX,
} as const;
