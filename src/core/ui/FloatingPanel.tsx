import { CloseButton, Group, Paper, Title } from '@mantine/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useSetAtom } from '../state/jotai';
import { wrapsLongWords } from './authored-text';
import {
  claimPanelPlace,
  otherPanelPlaces,
  useFloatingLayer,
  usePanelPlace,
  useSummons,
} from './floating-layers';
import { cascadedPanelGeometry, freeCascadeStep, movePanel, type PanelPosition } from './panel-geometry';
import { pageCoveringPanelsAtom } from './shell-state';
import { useReturnFocusOnClose } from './useFocusReturn';
import { useIsMobile } from './useIsMobile';

interface FloatingPanelProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  minWidth: number;
  /**
   * The state its openers set (their atom): an opener chosen again while the panel is open calls
   * `summonPanel` with it, and the panel comes to the front and takes the focus.
   */
  openedBy?: unknown;
  children: ReactNode;
}

const START_SIZE_PX = { width: 440, height: 520 };
const MIN_HEIGHT_PX = 240;
const KEY_STEP_PX = 16;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The frame's title bar (Mantine's AppShell sets it; 0 on a page without the frame). */
const TITLE_BAR_HEIGHT = 'var(--app-shell-header-height, 0px)';

/**
 * Below the mobile breakpoint (S1 §9) the panel fills the screen under the title bar, as Settings
 * and Release Notes fill it: a resize grip is too small to use by touch, and a floating box left
 * the launcher showing below it (walkthrough 9). The title bar stays usable (the panel is not
 * modal: the bell's panel still opens over it); what the panel covers leaves the tab order
 * meanwhile (pageCoveringPanelsAtom), so the focus never goes behind it.
 */
const fullScreenStyle = {
  top: TITLE_BAR_HEIGHT,
  left: 0,
  width: '100%',
  height: `calc(100% - ${TITLE_BAR_HEIGHT})`,
  // The floating box's minimums would push it past the screen's bottom at 400 % zoom (320×256).
  minWidth: 0,
  minHeight: 0,
  resize: 'none',
} as const;

/**
 * A movable, resizable, non-blocking dialog (S2 §2): no overlay, the page stays usable. Drag the
 * title bar (or focus it and use the arrow keys) to move it; the corner handle resizes it (CSS
 * `resize`). On a phone it fills the screen under the title bar instead (`fullScreenStyle`). Opening focuses it, closing gives the focus back to its opener. Escape inside it
 * closes it (not one in a dialog it opened: escape-layers.ts). Panels stack in the order they were
 * opened or last clicked: the one used last is on top, over the help overlay's badges and cards.
 * Its opener chosen again while it is open brings it to the front too (`openedBy`). It opens no
 * larger than the screen, and its content scrolls inside it; opened while another panel stands in
 * its place, it opens a step down and left of it, so both show (panel-geometry.ts).
 */
export function FloatingPanel({ title, opened, onClose, minWidth, openedBy, children }: FloatingPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: PanelPosition } | undefined>(undefined);
  const [position, setPosition] = useState<PanelPosition | undefined>();
  const fullScreen = useIsMobile();
  // Held in the layers' order, so a dialog it opened answers Escape first, and its z-index
  // follows that order.
  const layer = useFloatingLayer(opened, onClose, panel);
  // The cascade step it opens at, chosen as it opens (clear of the panels open then) and kept
  // while it stays open; the place itself follows the screen's size until the user moves it.
  // Its place is claimed as it is picked, so a panel opened in the same commit picks another.
  const stepAt = () => {
    const step = freeCascadeStep(viewport(), START_SIZE_PX, MIN_HEIGHT_PX, otherPanelPlaces(layer.id));
    if (!fullScreen)
      claimPanelPlace(layer.id, cascadedPanelGeometry(viewport(), START_SIZE_PX, MIN_HEIGHT_PX, step));
    return step;
  };
  const [opening, setOpening] = useState(() => ({ opened, step: opened ? stepAt() : 0 }));
  if (opening.opened !== opened) setOpening({ opened, step: opened ? stepAt() : opening.step });

  // Opening moves the focus into the panel, so keyboard users land where they asked to go (on its
  // `data-autofocus` element when it has one, as the chat's message box: typing went nowhere);
  // closing gives it back to the control that opened it (the Help button for a menu's item).
  useEffect(() => {
    const box = panel.current;
    if (opened) (box?.querySelector<HTMLElement>('[data-autofocus]') ?? box)?.focus();
  }, [opened]);
  useReturnFocusOnClose(opened, panel);

  // Its opener chosen again: to the front and focused, after the render that closed the opener's
  // menu (Mantine gives the focus back to the menu's button unless it has moved by then).
  const [summons, setSummons] = useState(0);
  const summoned = useCallback(() => setSummons((count) => count + 1), []);
  useSummons(openedBy, opened, summoned);
  const { raise } = layer;
  useEffect(() => {
    if (summons === 0) return;
    raise();
    const box = panel.current;
    (box?.querySelector<HTMLElement>('[data-autofocus]') ?? box)?.focus();
  }, [summons, raise]);

  // Its first size fits the screen (a small or zoomed one too); then the user's resize holds.
  const start = cascadedPanelGeometry(viewport(), START_SIZE_PX, MIN_HEIGHT_PX, opening.step);
  const shown = position ?? start;
  // Where it stands, for the next panel to open clear of it (a full-screen one stands nowhere).
  usePanelPlace(layer.id, opened && !fullScreen ? shown : undefined);
  // Filling the screen it hides the page and the sidebar: the frame takes them out of the tab
  // order meanwhile (pageCoveringPanelsAtom), so the focus never goes behind the panel.
  const covers = opened && fullScreen;
  const countCovering = useSetAtom(pageCoveringPanelsAtom);
  useEffect(() => {
    if (!covers) return;
    countCovering((count) => count + 1);
    return () => countCovering((count) => count - 1);
  }, [covers, countCovering]);

  if (!opened) return null;
  // Only use of the panel itself: a dialog it opened (in a portal) reaches here through React's
  // tree, and must stay above it.
  const width = () => panel.current?.offsetWidth ?? start.width;

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

  const dragHandle = {
    tabIndex: 0,
    'aria-label': `Move ${title}`,
    'aria-roledescription': 'drag handle',
    style: { cursor: 'move', touchAction: 'none', userSelect: 'none' },
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onKeyDown: onHandleKey,
  } as const;

  return (
    <Paper
      ref={panel}
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      tabIndex={-1}
      shadow="xl"
      withBorder
      {...layer.raiseOnUse}
      style={{
        position: 'fixed',
        top: shown.top,
        left: shown.left,
        width: start.width,
        height: start.height,
        // The minimums give way on a screen smaller than them (S2's 380 px cannot apply on a
        // 320 px one): a fixed box's 100 % is the screen's size, scrollbars left out.
        minWidth: `min(${minWidth}px, 100%)`,
        minHeight: `min(${MIN_HEIGHT_PX}px, 100%)`,
        maxWidth: '100%',
        maxHeight: '100%',
        resize: 'both',
        ...(fullScreen ? fullScreenStyle : {}),
        overflow: 'auto',
        zIndex: layer.zIndex,
        display: 'flex',
        flexDirection: 'column',
        // The panels show topics, chats and tutorials people wrote.
        ...wrapsLongWords,
      }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="xs"
        // A full-screen panel has nowhere to go: its title bar is no drag handle then.
        {...(fullScreen ? {} : dragHandle)}
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
