import { type RefObject, useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';

/**
 * The layers a person closes with Escape (dialogs, drawers, floating panels, the help item
 * editor), in the order they opened. Each layer hears Escape on its own (Mantine's modals and
 * drawers listen on the window, a floating panel on the window for presses in its box), so one
 * press with the Terms of Use over the Settings panel closed both. Only the layer opened last
 * answers Escape now; the one under it answers the next press. A non-blocking layer the user
 * clicks or focuses again (`raise`) becomes the last one, as it comes to the front.
 */
let openLayers: readonly string[] = [];
const listeners = new Set<() => void>();

/** Replaces the order (floating-layers.ts brings a layer used again to the top). */
export function setOpenLayers(next: readonly string[]) {
  openLayers = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const topmostLayer = () => openLayers.at(-1);
/** The open layers, first opened first (for `useSyncExternalStore` with `subscribe`). */
export const layerOrder = () => openLayers;

/** Holds a place in the layers while `opened`; a closed layer holds none. Answers its id. */
export function useLayerPlace(opened: boolean): string {
  const id = useId();
  useEffect(() => {
    if (!opened) return;
    setOpenLayers([...openLayers, id]);
    return () => setOpenLayers(openLayers.filter((layer) => layer !== id));
  }, [opened, id]);
  return id;
}

/**
 * Whether Escape is this layer's to answer: pass it as the layer's `closeOnEscape` (or check it in
 * its own key handler). `opened` is whether the layer is on screen; a closed layer holds no place
 * and answers false.
 */
export function useEscapeLayer(opened: boolean): boolean {
  const id = useLayerPlace(opened);
  // Subscribed to this layer's answer, not to the topmost layer: a layer opening elsewhere then
  // re-renders only the open layer under it. The frame holds one for the phone's drawer, and it
  // re-rendered the whole frame (the sidebar's hundreds of entries) whenever Release Notes or
  // Help Topics opened or closed (docs/performance.md). A closed layer answers nothing.
  const answers = useCallback(() => {
    if (!opened) return false;
    // Before its effect has run, a layer just opened is not in the list yet: it answers only if
    // nothing else is open.
    const topmost = topmostLayer();
    return topmost === id || topmost === undefined;
  }, [opened, id]);
  return useSyncExternalStore(subscribe, answers, answers);
}

/**
 * A non-blocking layer's Escape (a floating panel, the phone's sidebar drawer): pressed in its
 * `box`, or with the focus nowhere (as after the focused button was disabled), it calls `onClose`
 * while `answers` (the layer open and on top). Presses elsewhere on the page are the page's.
 */
export function useEscapeInBox(answers: boolean, onClose: () => void, box: RefObject<HTMLElement | null>) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!answers) return;
    // An Escape for a popup inside the layer (a Select's open list): Mantine marks its target
    // while the popup is open, as its own modals check. Read before the popup's handler runs
    // (capture): by the time the press bubbles here, the closed popup has dropped the mark.
    const forPopup = new WeakSet<Event>();
    const notePopup = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isPopupTarget(event.target)) forPopup.add(event);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || forPopup.has(event)) return;
      const target = event.target;
      const nowhere = target === document.body || target === document.documentElement;
      if (nowhere || (target instanceof Node && box.current?.contains(target))) close.current();
    };
    window.addEventListener('keydown', notePopup, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', notePopup, true);
      window.removeEventListener('keydown', onKey);
    };
  }, [answers, box]);
}

/** A control whose popup is open takes Escape for it (Mantine's `data-mantine-stop-propagation`). */
const isPopupTarget = (target: EventTarget | null) =>
  target instanceof Element && target.getAttribute('data-mantine-stop-propagation') === 'true';
