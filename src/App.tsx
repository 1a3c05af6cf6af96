import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from './core/pwa/UpdatePrompt';
import { appStore, Provider } from './core/state/jotai';
import { router } from './router';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md' });

export function App() {
  return (
    <Provider store={appStore}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <UpdatePrompt />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
