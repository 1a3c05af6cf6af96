import { Box, Paper } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { HelpPosition } from '../../../contracts/help';
import { wrapsLongWords } from '../../../core/ui/authored-text';
import {
  cardPlacement,
  EDGE_PX,
  HELP_CARD_MAX_WIDTH_PX,
  HELP_CARD_MIN_WIDTH_PX,
  type Size,
  tutorialCardPlacement,
  visiblePart,
} from '../model/card-placement';
import { useAnchorRect } from '../useAnchorRect';

interface AnchoredCardProps {
  anchor: string | null;
  position: HelpPosition;
  offset: number | null;
  /** A fixed width (the tutorial card), else 200–300 px (help cards). */
  width?: number;
  zIndex: number;
  label: string;
  role: 'note' | 'dialog';
  /**
   * A tutorial step: its element is outlined, and the card never covers it
   * (`tutorialCardPlacement`, even for `cover`).
   */
  highlightAnchor?: boolean;
  children: ReactNode;
}

/** The outline around a tutorial step's element, this far outside its box. */
const HIGHLIGHT_MARGIN_PX = 4;

/** Until the card has been measured: a full-width card of a few lines. */
const FIRST_GUESS: Size = { width: HELP_CARD_MAX_WIDTH_PX, height: 120 };

/** A card placed beside its `data-help-anchor` element (or in the screen centre without one). */
export function AnchoredCard({
  anchor,
  position,
  offset,
  width,
  zIndex,
  label,
  role,
  highlightAnchor = false,
  children,
}: AnchoredCardProps) {
  const rect = useAnchorRect(anchor);
  const card = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>(FIRST_GUESS);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () =>
      setSize((previous) =>
        previous.width === element.offsetWidth && previous.height === element.offsetHeight
          ? previous
          : { width: element.offsetWidth, height: element.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const placement = (highlightAnchor ? tutorialCardPlacement : cardPlacement)(
    rect,
    position,
    offset,
    size,
    viewport,
  );
  const fixedWidth = width ?? placement.width;
  const outlined = highlightAnchor && rect && position !== 'center' ? visiblePart(rect, viewport) : undefined;
  return (
    <>
      {outlined && (
        <Box
          aria-hidden
          data-help-highlight
          style={{
            position: 'fixed',
            top: outlined.top - HIGHLIGHT_MARGIN_PX,
            left: outlined.left - HIGHLIGHT_MARGIN_PX,
            width: outlined.width + 2 * HIGHLIGHT_MARGIN_PX,
            height: outlined.height + 2 * HIGHLIGHT_MARGIN_PX,
            border: '3px solid var(--mantine-primary-color-filled)',
            borderRadius: 'var(--mantine-radius-md)',
            pointerEvents: 'none',
            zIndex: zIndex - 1,
          }}
        />
      )}
      <Paper
        ref={card}
        role={role}
        aria-label={label}
        aria-modal={role === 'dialog' ? false : undefined}
        shadow="lg"
        withBorder
        p="sm"
        style={{
          position: 'fixed',
          top: placement.top,
          left: placement.left,
          width: fixedWidth,
          minWidth: fixedWidth ?? HELP_CARD_MIN_WIDTH_PX,
          maxWidth: fixedWidth ?? HELP_CARD_MAX_WIDTH_PX,
          // Never taller than the screen (walkthrough 21, D2: a long step put Next below it on a
          // tablet): what does not fit scrolls, inside the content where it has a scrolling part
          // (the tutorial step's description, its controls kept in view), else the whole card.
          maxHeight: viewport.height - 2 * EDGE_PX,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          zIndex,
          ...wrapsLongWords,
        }}
      >
        {children}
      </Paper>
    </>
  );
}
