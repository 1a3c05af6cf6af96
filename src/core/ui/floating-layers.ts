import { type RefObject, useCallback, useSyncExternalStore } from 'react';
import { layerOrder, setOpenLayers, subscribe, useEscapeInBox, useLayerPlace } from './escape-layers';
import { FLOATING_LAYER_Z_INDEX } from './layer-z-indexes';

// Apart from escape-layers.ts, which the first load holds (its dialogs use it): the floating
// layers all load later, so this stays out of the launcher's chunks (docs/performance.md).

/** Moves an open layer to the top: the one a person clicked or focused again. */
function raiseLayer(id: string) {
  const order = layerOrder();
  if (order.includes(id) && order.at(-1) !== id)
    setOpenLayers([...order.filter((layer) => layer !== id), id]);
}

export interface FloatingLayer {
  /** Whether Escape is this layer's to answer (see useEscapeLayer). */
  answersEscape: boolean;
  zIndex: number;
  /** Brings the layer to the front (and makes it the one Escape closes): on a click or focus in it. */
  raise: () => void;
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
  // Opened last until its place is taken: a layer just opened is on top.
  return { answersEscape, zIndex: FLOATING_LAYER_Z_INDEX + (place === -1 ? order.length : place), raise };
}
