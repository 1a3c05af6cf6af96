import { type ComponentType, type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenIdleOrInput, whenInputOrOnline } from '../when-idle';
import { usePressHold } from './usePressHold';

interface LazyOnIdleOptions<P> {
  /**
   * Drawn until the module is in, with the same props: for a part the first screen shows (a
   * title-bar button whose menu or popover is the lazy part). A click inside it loads the module
   * at once instead of waiting for idle; the open state it sets lives in the props, so the loaded
   * part opens as asked.
   */
  fallback?: ComponentType<P>;
  /**
   * Fetch the module as soon as the part first mounts rather than on idle: for a part that
   * improves what already works without it (a control's tooltip, `LazyTooltip`) or one the user
   * is about to open (the folder popup, the favourites' edit list), it then comes early.
   */
  fetchOnMount?: boolean;
}

/** The fallback and the loaded part sit in one box that draws nothing itself (`LazyTooltip`'s too). */
export const SWAP_BOX_STYLE: CSSProperties = { display: 'contents' };
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A component kept out of the launcher's critical chunks (docs/performance.md): its module is
 * fetched when the component first mounts, once the first screen is up and the browser is idle,
 * or at the user's next press if that comes first (a page that never shows it, like /sign-in for
 * the frame's panels, never fetches it), and until
 * then it renders nothing, or its `fallback`. For things behind a click (panels, modals, editors,
 * menus) whose open state lives outside the lazy module (an atom in core, a parent's state), so a
 * click before the load is not lost: it shows once loaded.
 *
 * No Suspense on purpose: React throttles the reveal of Suspense fallbacks and can hold a whole
 * commit (the first app tile with it) for a component nobody sees yet.
 */
export function lazyOnIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback: Fallback, fetchOnMount = false }: LazyOnIdleOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let fetched: Promise<ComponentType<P>> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  /** Mounted instances waiting for the module: each one swaps it in when it arrives. */
  const waiting = new Set<(component: ComponentType<P>) => void>();
  const fetchModule = () => {
    fetched ??= load().then(
      (component) => {
        loaded = component;
        for (const show of waiting) show(component);
        return component;
      },
      (error: unknown) => {
        // A failed fetch (offline without the service worker, a dropped connection) is not for
        // ever: the next mount or click of the part fetches it again, and a part already mounted
        // (a panel whose button lives elsewhere, like Settings) at the next press or when the
        // connection is back; the press that opens it then shows it.
        fetched = undefined;
        loading = undefined;
        console.error('A part of the app could not be loaded.', error);
        // Two failures arming two retries still fetch once: `fetched` is shared.
        if (waiting.size > 0) whenInputOrOnline(() => void fetchModule().catch(() => {}));
        throw error;
      },
    );
    return fetched;
  };
  let fetchNow = () => {};
  const start = () => {
    if (!loading) {
      loading = new Promise<ComponentType<P>>((resolve, reject) => {
        fetchNow = () => void fetchModule().then(resolve, reject);
        whenIdleOrInput(() => fetchNow());
      });
      loading.catch(() => {});
    }
    return loading;
  };
  /** A click on the fallback: no waiting for idle. */
  const startNow = () => {
    void start();
    fetchNow();
  };

  function useLoaded() {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      const show = (component: ComponentType<P>) => setComponent(() => component);
      waiting.add(show);
      if (loaded) show(loaded);
      else if (fetchOnMount) startNow();
      else void start();
      return () => {
        waiting.delete(show);
      };
    }, [Component]);
    return Component;
  }

  if (!Fallback)
    return function LazyOnIdle(props: P) {
      const Component = useLoaded();
      return Component ? <Component {...props} /> : null;
    };

  return function LazyOnIdleWithFallback(props: P) {
    const box = useRef<HTMLSpanElement>(null);
    // The loaded part replaces the fallback's elements: a keyboard user on the fallback's button
    // keeps the focus on the same control (the n-th focusable of the box).
    const focusedIndex = useRef(-1);
    const Component = useLoaded();
    // A press on the fallback holds the swap until its click is over: a part arriving between
    // the press and the release would take the pressed button away, and the click with it.
    const [holding, pressed] = usePressHold();
    const Shown = Component && !holding ? Component : Fallback;
    const swapped = Shown === Component;
    // Read in the render that draws the swap, which React commits in the same task: the DOM is
    // still the fallback's, and the focus is where it will be when the fallback goes. Read when the
    // module arrived instead, a focus reaching the fallback in between (a keyboard user tabbing
    // onto it while the part rendered) was lost with the fallback's button.
    const drawnSwap = useRef(false);
    if (swapped && !drawnSwap.current) {
      const focusables = box.current ? [...box.current.querySelectorAll(FOCUSABLE)] : [];
      focusedIndex.current = focusables.indexOf(document.activeElement as Element);
    }
    useLayoutEffect(() => {
      if (!swapped) return;
      drawnSwap.current = true;
      const index = focusedIndex.current;
      if (index < 0) return;
      focusedIndex.current = -1;
      // Only when the focus went with the old element: a part that moved it (an opened popover
      // trapping focus) keeps it where it went.
      if (document.activeElement && document.activeElement !== document.body) return;
      box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
    }, [swapped]);
    return (
      <span
        ref={box}
        style={SWAP_BOX_STYLE}
        onPointerDownCapture={swapped ? undefined : pressed}
        onClickCapture={Component ? undefined : startNow}
      >
        <Shown {...props} />
      </span>
    );
  };
}

/**
 * For a part loaded behind its button (a `fallback`) and clicked before it was in: it mounts
 * closed and opens right after, as after a click, so the popover's focus trap and its focus return
 * to the button see the opening (Mantine records where the focus was only when `opened` changes).
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
