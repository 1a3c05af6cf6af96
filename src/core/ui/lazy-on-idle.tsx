import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/**
 * A component kept out of the launcher's critical chunks (docs/performance.md): its module is
 * fetched when the component first mounts, once the first screen is up and the browser is idle
 * (a page that never shows it, like /sign-in for the frame's panels, never fetches it), and until
 * then it renders nothing. For things behind a click (panels, modals, editors) whose open state
 * lives outside the lazy module (an atom in core, a parent's state), so a click before the load is
 * not lost: it shows once loaded.
 *
 * No Suspense on purpose: React throttles the reveal of Suspense fallbacks and can hold a whole
 * commit (the first app tile with it) for a component nobody sees yet.
 */
export function lazyOnIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      loading = new Promise<ComponentType<P>>((resolve, reject) =>
        whenIdle(() => {
          load().then((component) => {
            loaded = component;
            resolve(component);
          }, reject);
        }),
      );
      loading.catch((error: unknown) => console.error('A part of the app could not be loaded.', error));
    }
    return loading;
  };
  return function LazyOnIdle(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      start().then(
        (component) => mounted && setComponent(() => component),
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
