import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { UpdatePrompt } from './core/pwa/UpdatePrompt';
import { appStore, Provider, useAtomValue } from './core/state/jotai';
import { appearanceAtom } from './core/ui/appearance';
import { appCssVariables, colorSchemeOf, themeFor } from './core/ui/appearance-theme';
import { router } from './router';

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
      <Notifications position="top-right" />
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
