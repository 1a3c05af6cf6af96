import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HelpPosition } from '../../../contracts/help';
import { cardPlacement } from '../model/card-placement';
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
  children: ReactNode;
}

/** A card placed beside its `data-help-anchor` element (or in the screen centre without one). */
export function AnchoredCard({
  anchor,
  position,
  offset,
  width,
  zIndex,
  label,
  role,
  children,
}: AnchoredCardProps) {
  const rect = useAnchorRect(anchor);
  const placement = cardPlacement(rect, position, offset, {
    width: window.innerWidth,
    height: window.innerHeight,
  });
  const [x, y] = placement.translate;
  const fixedWidth = width ?? placement.width;
  return (
    <Paper
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
        transform: `translate(${x}%, ${y}%)`,
        width: fixedWidth,
        minWidth: fixedWidth ?? 200,
        maxWidth: fixedWidth ?? 300,
        zIndex,
      }}
    >
      {children}
    </Paper>
  );
}
