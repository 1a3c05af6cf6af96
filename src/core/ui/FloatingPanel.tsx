import { CloseButton, Group, Paper, Title } from '@mantine/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useEscapeLayer } from './escape-layers';
import { initialPanelPosition, movePanel, type PanelPosition } from './panel-geometry';

interface FloatingPanelProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  minWidth: number;
  children: ReactNode;
}

const START_WIDTH_PX = 440;
const START_HEIGHT_PX = 520;
const KEY_STEP_PX = 16;
/** Above the page and Mantine's overlays, below the help overlay's layers (S2 §9: 8005–8006). */
export const PANEL_Z_INDEX = 8000;
/** Dialogs and dropdowns opened from a floating panel sit above it. */
export const ABOVE_PANEL_Z_INDEX = PANEL_Z_INDEX + 100;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A movable, resizable, non-blocking dialog (S2 §2): no overlay, the page stays usable. Drag the
 * title bar (or focus it and use the arrow keys) to move it; the corner handle resizes it (CSS
 * `resize`). Escape inside it closes it (not one in a dialog it opened: escape-layers.ts).
 */
export function FloatingPanel({ title, opened, onClose, minWidth, children }: FloatingPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: PanelPosition } | undefined>(undefined);
  const [position, setPosition] = useState<PanelPosition | undefined>();
  // Held in the layers' order, so a drawer or dialog opened before it leaves Escape to it.
  useEscapeLayer(opened);

  // Opening moves the focus into the panel, so keyboard users land where they asked to go.
  useEffect(() => {
    if (opened) panel.current?.focus();
  }, [opened]);

  if (!opened) return null;
  const shown = position ?? initialPanelPosition(viewport(), START_WIDTH_PX);
  const width = () => panel.current?.offsetWidth ?? START_WIDTH_PX;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: shown };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    setPosition(
      movePanel(from.start, { x: event.clientX - from.x, y: event.clientY - from.y }, width(), viewport()),
    );
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const onHandleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = {
      ArrowLeft: { x: -KEY_STEP_PX, y: 0 },
      ArrowRight: { x: KEY_STEP_PX, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP_PX },
      ArrowDown: { x: 0, y: KEY_STEP_PX },
    }[event.key];
    if (!delta) return;
    event.preventDefault();
    setPosition(movePanel(shown, delta, width(), viewport()));
  };

  return (
    <Paper
      ref={panel}
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      tabIndex={-1}
      shadow="xl"
      withBorder
      onKeyDown={(event) => {
        // Only a press in the panel itself: the keys of a dialog it opened (a delete confirmation,
        // in a portal) bubble here through React's tree, and that Escape is the dialog's.
        if (
          event.key === 'Escape' &&
          event.target instanceof Element &&
          event.target.closest('[role="dialog"]') === panel.current
        )
          onClose();
      }}
      style={{
        position: 'fixed',
        top: shown.top,
        left: shown.left,
        width: START_WIDTH_PX,
        height: START_HEIGHT_PX,
        minWidth,
        minHeight: 240,
        maxWidth: '100vw',
        maxHeight: '100vh',
        resize: 'both',
        overflow: 'auto',
        zIndex: PANEL_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="xs"
        tabIndex={0}
        aria-label={`Move ${title}`}
        aria-roledescription="drag handle"
        style={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onHandleKey}
      >
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <CloseButton aria-label={`Close ${title}`} onClick={onClose} />
      </Group>
      {children}
    </Paper>
  );
}
