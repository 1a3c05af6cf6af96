import { type ComponentType, lazy, Suspense } from 'react';

/** Runs `task` once the browser is idle after the first paint (a timeout where idle callbacks are missing). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 200);
}

/**
 * A component kept out of the launcher's critical chunks (docs/performance.md): its module is
 * fetched when the browser is first idle, or at once if it renders before that. Until it has
 * loaded it renders nothing, so use it for things behind a click (panels, modals, editors) whose
 * open state lives outside the lazy module (an atom in core), so a click before the load is not lost.
 */
export function lazyOnIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  whenIdle(() => void start());
  const Lazy = lazy(start);
  return function LazyOnIdle(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
