import {
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { layerOrder, setOpenLayers, subscribe, useEscapeInBox, useLayerPlace } from './escape-layers';
import { FLOATING_LAYER_Z_INDEX } from './layer-z-indexes';
import type { PanelPosition } from './panel-geometry';

// Apart from escape-layers.ts, which the first load holds (its dialogs use it): the floating
// layers all load later, so this stays out of the launcher's chunks (docs/performance.md).

/** Moves an open layer to the top: the one a person clicked or focused again. */
function raiseLayer(id: string) {
  const order = layerOrder();
  if (order.includes(id) && order.at(-1) !== id)
    setOpenLayers([...order.filter((layer) => layer !== id), id]);
}

export interface FloatingLayer {
  /** The layer's id while open (its place among the panels). */
  id: string;
  /** Whether Escape is this layer's to answer (see useEscapeLayer). */
  answersEscape: boolean;
  zIndex: number;
  /** Brings the layer to the front (and makes it the one Escape closes): its opener chosen again. */
  raise: () => void;
  /** Spread on the layer's box: a press or a focus inside it raises the layer. */
  raiseOnUse: {
    onPointerDownCapture: (event: SyntheticEvent) => void;
    onFocusCapture: (event: SyntheticEvent) => void;
  };
}

/**
 * A non-blocking layer's place: its z-index follows the order, and Escape pressed in its box (or
 * with the focus nowhere, as after the focused button was disabled) calls `onClose` while it is on
 * top. Presses elsewhere on the page are the page's.
 */
export function useFloatingLayer(
  opened: boolean,
  onClose: () => void,
  box: RefObject<HTMLElement | null>,
): FloatingLayer {
  const id = useLayerPlace(opened);
  const order = useSyncExternalStore(subscribe, layerOrder, layerOrder);
  const place = order.indexOf(id);
  const answersEscape = order.length === 0 || place === order.length - 1;
  useEscapeInBox(opened && answersEscape, onClose, box);
  const raise = useCallback(() => raiseLayer(id), [id]);
  const raiseOnUse = useMemo(() => {
    const raiseIfInside = (event: SyntheticEvent) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) raise();
    };
    return { onPointerDownCapture: raiseIfInside, onFocusCapture: raiseIfInside };
  }, [raise, box]);
  // Opened last until its place is taken: a layer just opened is on top.
  return {
    id,
    answersEscape,
    zIndex: FLOATING_LAYER_Z_INDEX + (place === -1 ? order.length : place),
    raise,
    raiseOnUse,
  };
}

/** Where each open floating panel stands, by layer: a panel opening picks a place clear of them. */
const openPanelPlaces = new Map<string, PanelPosition>();

/** The places of the open panels other than `id`'s. */
export function otherPanelPlaces(id: string): PanelPosition[] {
  return [...openPanelPlaces].filter(([place]) => place !== id).map(([, position]) => position);
}

/**
 * Takes `place` for `id` as the panel picks it, in its render: panels opened in the same commit
 * (two kept drafts restored at once) then pick different places. Left to `usePanelPlace`'s effect,
 * which runs after both rendered, they both saw none and opened on top of each other (walkthrough
 * 17, D1 again). That effect keeps the place from then on, and forgets it when the panel closes or
 * goes.
 */
export function claimPanelPlace(id: string, place: PanelPosition) {
  openPanelPlaces.set(id, { top: place.top, left: place.left });
}

/** Keeps `id`'s place (where it stands, moved or not) while `place` is given; forgets it after. */
export function usePanelPlace(id: string, place: PanelPosition | undefined) {
  const top = place?.top;
  const left = place?.left;
  useEffect(() => {
    // Standing nowhere (closed, full screen): a place claimed as it rendered is given back too.
    if (top === undefined || left === undefined) {
      openPanelPlaces.delete(id);
      return;
    }
    openPanelPlaces.set(id, { top, left });
    return () => {
      openPanelPlaces.delete(id);
    };
  }, [id, top, left]);
}

const summonListeners = new Map<unknown, Set<() => void>>();

/**
 * An opener chosen while its panel is open (Help → Help Topics, Page help → Chat with …): the
 * panel comes to the front and takes the focus, as the one used last (docs/help.md). `openedBy`
 * is the state the opener sets (its atom); setting it again changes nothing by itself, so a panel
 * covered by another looked dead (walkthrough 17, D1). A closed panel hears nothing: opening it
 * already puts it on top and focuses it.
 */
export function summonPanel(openedBy: unknown) {
  for (const listener of summonListeners.get(openedBy) ?? []) listener();
}

/** Calls `onSummon` (a stable callback) while `listening`, for each `summonPanel(openedBy)`. */
export function useSummons(openedBy: unknown, listening: boolean, onSummon: () => void) {
  useEffect(() => {
    if (!listening || openedBy === undefined) return;
    const listeners = summonListeners.get(openedBy) ?? new Set();
    summonListeners.set(openedBy, listeners);
    listeners.add(onSummon);
    return () => {
      listeners.delete(onSummon);
    };
  }, [openedBy, listening, onSummon]);
}
