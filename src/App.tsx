import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { appStore, Provider, useAtomValue } from './core/state/jotai';
import { appearanceAtom } from './core/ui/appearance';
import { appCssVariables, colorSchemeOf, themeFor } from './core/ui/appearance-theme';
import { lazyOnIdle } from './core/ui/lazy-on-idle';
import { router } from './router';

// Out of the launcher's first chunks (docs/performance.md): toasts shown before it is in wait in
// Mantine's store and appear once it is.
const ToastContainer = lazyOnIdle(() => import('./core/ui/ToastContainer').then((m) => m.ToastContainer));
// Shown only once a new version is installed, which happens after the first idle moment at the
// earliest (the worker registers then): nothing of it is needed for the first screen.
const UpdatePrompt = lazyOnIdle(() => import('./core/pwa/UpdatePrompt').then((m) => m.UpdatePrompt));

/** Mantine with the user's appearance (Theme, Font Size, Accent Color preferences), applied live. */
function ThemedApp() {
  const appearance = useAtomValue(appearanceAtom);
  const theme = useMemo(() => themeFor(appearance), [appearance]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={appCssVariables}
      forceColorScheme={colorSchemeOf(appearance.theme)}
    >
      <ToastContainer />
      <UpdatePrompt />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <ThemedApp />
    </Provider>
  );
}
