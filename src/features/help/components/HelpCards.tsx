import { Paper, Title } from '@mantine/core';
import type { PageHelpItem } from '../../../contracts/help';
import { wrapsLongWords } from '../../../core/ui/authored-text';
import { HELP_OVERLAY_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { CARD_GAP_PX, HELP_CARD_MAX_WIDTH_PX, HELP_CARD_MIN_WIDTH_PX } from '../model/card-placement';
import { useHelpCardLayout } from '../useHelpCardLayout';

/**
 * The page's help cards (S2 §2), 200–300 px wide, each beside its anchor and placed together so
 * that none covers another nor the help list and control (`layoutHelpColumns`): the cards of one
 * anchor (and those shown in the centre) stand in one column, one under the other, which scrolls
 * when it is shorter than they are; a card taller than its column scrolls its own text. Whatever
 * scrolls takes the focus, so a keyboard scrolls it too.
 */
export function HelpCards({ helps }: { helps: readonly PageHelpItem[] }) {
  const { columns, cardRef, columnRef, wholeHeight } = useHelpCardLayout(helps);
  return columns.map((column) => {
    const { placement, maxHeight } = column;
    const several = column.cards.length > 1;
    const columnScrolls = several && placement.height !== undefined;
    return (
      <div
        key={column.key}
        ref={columnRef(column.key)}
        data-help-card-column
        tabIndex={columnScrolls ? 0 : undefined}
        style={{
          position: 'fixed',
          top: placement.top,
          left: placement.left,
          width: placement.width,
          maxHeight,
          // One card keeps its shadow (a scrolling box would clip it) and scrolls by itself.
          overflowY: several ? 'auto' : undefined,
          overscrollBehavior: several ? 'contain' : undefined,
          display: 'flex',
          flexDirection: 'column',
          gap: CARD_GAP_PX,
          zIndex: HELP_OVERLAY_Z_INDEX,
        }}
      >
        {column.cards.map((index) => {
          const item = helps[index];
          if (!item) return null;
          return (
            <Paper
              key={item.id}
              ref={cardRef(index)}
              role="note"
              aria-label={item.title}
              tabIndex={wholeHeight(index) > maxHeight ? 0 : undefined}
              shadow="lg"
              withBorder
              p="sm"
              style={{
                flexShrink: 0,
                minWidth: placement.width ?? HELP_CARD_MIN_WIDTH_PX,
                maxWidth: placement.width ?? HELP_CARD_MAX_WIDTH_PX,
                maxHeight,
                overflowY: 'auto',
                // In a column, a swipe past a long card's end goes on to scroll the column.
                overscrollBehavior: several ? undefined : 'contain',
                ...wrapsLongWords,
              }}
            >
              <Title order={2} size="h6" dir="auto">
                {item.title}
              </Title>
              <SafeHtml html={item.description} />
            </Paper>
          );
        })}
      </div>
    );
  });
}
