// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OFFLINE_MESSAGE, UNEXPECTED_PAGE_FAILURE } from '../../core/api/api-error';
import { setNetwork } from '../../core/cache/signed-in.testkit';
import { NetworkStatus } from '../../core/network/model/network-state';
import { appStore, Provider } from '../../core/state/jotai';
import { RouteError } from './RouteError';

/** A page whose loader fails with `failures` in turn, then loads; counts its loads. */
function showPage(failures: Error[]) {
  let loads = 0;
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => {
      const failure = failures[loads];
      loads += 1;
      if (failure) throw failure;
      return 'ready';
    },
    component: () => <h1>The page</h1>,
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { loads: () => loads };
}

const reconnect = () => {
  setNetwork(NetworkStatus.disconnected);
  setNetwork(NetworkStatus.connected);
};

beforeEach(() => {
  // The router and React log each loader failure; the page's own text is what is asserted.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  setNetwork(NetworkStatus.connected);
});

describe('RouteError', () => {
  it('loads the page again by itself when the connection comes back after a network failure', async () => {
    setNetwork(NetworkStatus.disconnected);
    const page = showPage([new ApiError('network', OFFLINE_MESSAGE)]);
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();

    setNetwork(NetworkStatus.connected);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(page.loads()).toBe(2);
  });

  it.each([
    ['a refusal', new ApiError('http', 'You may not open this page.', 403)],
    ['an unreadable answer', new ApiError('contract', 'The server sent an answer this app cannot read.')],
  ])('keeps the error of %s when the connection comes back: it would fail the same way', async (_, error) => {
    const page = showPage([error]);
    expect(await screen.findByText(error.message)).toBeTruthy();

    reconnect();
    // Nothing to wait on but a reload that must not come: the error stays, the loader ran once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(error.message)).toBeTruthy();
    expect(page.loads()).toBe(1);
  });

  it("shows a library's failure as a plain sentence, its message and link only in the console", async () => {
    // Dexie's, where the browser refuses IndexedDB (walkthrough 10, defect 1).
    const dexie = Object.assign(
      new Error('IndexedDB API missing. Please visit https://tinyurl.com/y2uuvskb'),
      {
        name: 'MissingAPIError',
      },
    );
    showPage([dexie]);
    expect((await screen.findByRole('alert')).textContent).toContain(UNEXPECTED_PAGE_FAILURE);
    expect(screen.queryByText(/tinyurl|IndexedDB/)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('A page failed to load', dexie);
  });
});
