import { createRootRoute, Navigate, redirect } from '@tanstack/react-router';
import { isSupportedBrowser } from '../core/browser-support';
import { RootLayout } from './-components/RootLayout';
import { RootRouteError } from './-components/RouteError';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    if (location.pathname !== '/error/browser' && !isSupportedBrowser(navigator.userAgent)) {
      throw redirect({ to: '/error/$id', params: { id: 'browser' } });
    }
  },
  component: RootLayout,
  // The unknown address's query goes with it (errorAddress).
  notFoundComponent: () => <Navigate to="/error/$id" params={{ id: '404' }} search={true} replace />,
  errorComponent: RootRouteError,
});
