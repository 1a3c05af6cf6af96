import { Paper, Title } from '@mantine/core';
import type { PageHelpItem } from '../../../contracts/help';
import { wrapsLongWords } from '../../../core/ui/authored-text';
import { HELP_OVERLAY_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { HELP_CARD_MAX_WIDTH_PX, HELP_CARD_MIN_WIDTH_PX } from '../model/card-placement';
import { useHelpCardLayout } from '../useHelpCardLayout';

/**
 * The page's help cards (S2 §2), 200–300 px wide, each beside its anchor and placed together so
 * that none covers another nor the help list and control (`layoutHelpCards`).
 */
export function HelpCards({ helps }: { helps: readonly PageHelpItem[] }) {
  const { placements, cardRef } = useHelpCardLayout(helps);
  return helps.map((item, index) => {
    const placement = placements[index];
    return (
      <Paper
        key={item.id}
        ref={cardRef(index)}
        role="note"
        aria-label={item.title}
        shadow="lg"
        withBorder
        p="sm"
        style={{
          position: 'fixed',
          top: placement?.top,
          left: placement?.left,
          width: placement?.width,
          minWidth: placement?.width ?? HELP_CARD_MIN_WIDTH_PX,
          maxWidth: placement?.width ?? HELP_CARD_MAX_WIDTH_PX,
          zIndex: HELP_OVERLAY_Z_INDEX,
          ...wrapsLongWords,
        }}
      >
        <Title order={2} size="h6" dir="auto">
          {item.title}
        </Title>
        <SafeHtml html={item.description} />
      </Paper>
    );
  });
}
