// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contracts/zod';
import { readCached } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { appStore, Provider } from '../state/jotai';
import OfflineReadiness, { SAVING_STOPPED_MESSAGE } from './OfflineReadiness';
import { registerOfflineParts } from './offline-parts';

const listSchema = z.array(z.string());
const stops: Array<() => void> = [];

beforeEach(() => {
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
  signInAs(1, 5);
});
afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
  vi.restoreAllMocks();
});

describe('OfflineReadiness', () => {
  it("says so when 'Make available offline' stops because the device's database went under it", async () => {
    let closeOnFetch = false;
    stops.push(
      registerOfflineParts({
        things: {
          label: 'Things',
          order: 1,
          reads: async () => {
            await readCached('1:5:list', listSchema);
            return [
              {
                resource: 'list',
                schema: listSchema,
                fetch: async () => {
                  // Site data cleared while the answer was on its way.
                  if (closeOnFetch) portalDb().close();
                  return ['a'];
                },
              },
            ];
          },
        },
      }),
    );
    render(
      <Provider store={appStore}>
        <MantineProvider env="test">
          <OfflineReadiness />
        </MantineProvider>
      </Provider>,
    );
    const button = await screen.findByRole('button', { name: 'Make available offline' });
    closeOnFetch = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(SAVING_STOPPED_MESSAGE);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
