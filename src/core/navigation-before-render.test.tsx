// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHistoryMovesBeforeRender } from './navigation-before-render';

/** A router on `/home` whose page names the fragment it shows, loaded before anything renders. */
async function loadedRouter() {
  const rootRoute = createRootRoute({ component: Outlet });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/home',
    component: function Home() {
      const { hash } = useLocation();
      return <h1>{hash ? `Home #${hash}` : 'Home'}</h1>;
    },
  });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    component: () => <h1>Dashboard</h1>,
  });
  const history = createMemoryHistory({ initialEntries: ['/home'] });
  const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, otherRoute]), history });
  loadHistoryMovesBeforeRender(router);
  await router.load();
  return { router, history };
}

afterEach(cleanup);

describe('loadHistoryMovesBeforeRender', () => {
  it.each([
    ['a fragment change', '/home#notifications', 'Home #notifications'],
    ['a move to another page', '/dashboard', 'Dashboard'],
  ])('shows the address %s made while the first render was still to come', async (_, href, heading) => {
    const { router, history } = await loadedRouter();
    history.push(href);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('leaves the moves after the first render to the router, loading each once', async () => {
    const { router, history } = await loadedRouter();
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    let loads = 0;
    router.subscribe('onBeforeLoad', () => {
      loads += 1;
    });
    await act(async () => {
      history.push('/dashboard');
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
