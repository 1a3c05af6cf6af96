// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { VersionsPane } from './VersionsPane';

/** The pages come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

/** What the server answers for each page (by skip): versions, or a failure (nothing is cached). */
const pages = new Map<number, ReleaseVersion[] | 'failure'>();

const version = (id: number): ReleaseVersion => ({
  id,
  version: `1.${id}.0`,
  status: 'Active',
  createDate: '2026-01-01T00:00:00.000Z',
});
const versions = (count: number, firstId: number) =>
  Array.from({ length: count }, (_, i) => version(firstId + i));

beforeEach(() => {
  pages.clear();
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  serveApi({
    'ReleaseNotes/ReleaseVersions': ({ body }) => {
      const answer = pages.get((body as { skip: number }).skip);
      return answer === 'failure' || answer === undefined
        ? jsonAnswer({ message: 'Internal Server Error' }, 500)
        : jsonAnswer(answer);
    },
  });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  vi.restoreAllMocks();
});

function showPane(isSelected = (v: ReleaseVersion) => v.id === 1) {
  const onSelect = vi.fn();
  const onFirstVersion = vi.fn();
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <VersionsPane
          filters={{}}
          isSelected={isSelected}
          onSelect={onSelect}
          onFirstVersion={onFirstVersion}
        />
      </MantineProvider>
    </Provider>,
  );
  const list = () => within(screen.getByRole('list', { name: 'Versions' })).queryAllByRole('listitem');
  return { onSelect, onFirstVersion, list };
}

describe('VersionsPane', () => {
  it('offers the next page after a full one, and ends with a short one', async () => {
    pages.set(0, versions(25, 1));
    pages.set(25, versions(4, 26));
    const { list, onFirstVersion } = showPane();
    const loadMore = await screen.findByRole('button', { name: 'Load more versions' }, loaded);
    expect(list()).toHaveLength(25);
    expect(onFirstVersion).toHaveBeenCalledWith(version(1));
    fireEvent.click(loadMore);
    await waitFor(() => expect(list()).toHaveLength(29), loaded);
    expect(screen.queryByRole('button', { name: 'Load more versions' })).toBeNull();
  });

  it('ends the list at a failed page, logging it and saying in place it could not be loaded (no message); Try again loads it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    pages.set(0, versions(25, 1));
    pages.set(25, 'failure');
    const { list } = showPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more versions' }, loaded));
    await waitFor(
      () => expect(log).toHaveBeenCalledWith('Release versions could not be loaded', expect.any(Error)),
      loaded,
    );
    const versionItems = () => list().filter((item) => item.querySelector('[role="status"]') === null);
    expect(versionItems()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more versions' })).toBeNull();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Could not be loaded.Try again');

    pages.set(25, versions(4, 26));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(list()).toHaveLength(29), loaded);
    expect(screen.queryByText('Could not be loaded.')).toBeNull();
  });

  it('offline with nothing saved, says the release notes are not saved yet, and lists them once online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pages.set(0, versions(3, 1));
    setNetwork(NetworkStatus.disconnected);
    const { list } = showPane();
    const notSaved = await screen.findByText(
      'The release notes have not been saved for offline use yet. They will show once you are back online.',
      {},
      loaded,
    );
    expect(notSaved.getAttribute('role')).toBe('status');
    expect(list()).toHaveLength(0);

    setNetwork(NetworkStatus.connected);
    await waitFor(() => expect(list()).toHaveLength(3), loaded);
    await waitFor(() => expect(screen.queryByText(/not been saved for offline use/)).toBeNull(), loaded);
  });

  it('marks the selected version and hands a clicked one up', async () => {
    pages.set(0, versions(3, 1));
    const { onSelect } = showPane();
    await screen.findByRole('button', { name: /^1\.3\.0/ }, loaded);
    expect(screen.getByRole('button', { name: /^1\.1\.0/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /^1\.2\.0/ }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^1\.3\.0/ }));
    expect(onSelect).toHaveBeenCalledWith(version(3));
  });

  it("reads the list and the notes again at a press of the shown version: another admin's status change shows, the pressed row keeps the focus; offline or failed, the rows stay (walkthrough 36, O1)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let status: ReleaseVersion['status'] | 'failure' = 'Draft';
    const requests = serveApi({
      'ReleaseNotes/ReleaseVersions': () =>
        status === 'failure'
          ? jsonAnswer({ message: 'Internal Server Error' }, 500)
          : jsonAnswer([{ ...version(1), status }]),
      'ReleaseNotes/ReleaseNotes/1': () => jsonAnswer([]),
    });
    const { list } = showPane();
    await waitFor(() => expect(list()[0]?.textContent).toContain('Draft'), loaded);
    const row = screen.getByRole('button', { name: /^1\.1\.0/ });
    row.focus();
    const sent = () => requests.length;

    // Offline: nothing is asked, the rows stay.
    setNetwork(NetworkStatus.disconnected);
    const before = sent();
    fireEvent.click(row);
    expect(sent()).toBe(before);
    setNetwork(NetworkStatus.connected);
    // A failed read is only logged (S2 §8): the rows stay as they were.
    status = 'failure';
    fireEvent.click(row);
    await waitFor(
      () => expect(log).toHaveBeenCalledWith('Release notes could not be read again', expect.any(Error)),
      loaded,
    );
    expect(list()[0]?.textContent).toContain('Draft');

    // Submitted by another admin meanwhile: the press shows it, on the same row, still focused.
    status = 'Submit';
    fireEvent.click(row);
    await waitFor(() => expect(list()[0]?.textContent).toContain('Submit'), loaded);
    expect(screen.getByRole('button', { name: /^1\.1\.0/ })).toBe(row);
    expect(document.activeElement).toBe(row);
    expect(requests.some((request) => request.path === 'ReleaseNotes/ReleaseNotes/1')).toBe(true);
  }, 20_000);

  it('selects the first listed version when the selected one is not listed, once', async () => {
    pages.set(0, versions(3, 1));
    // The page's versions can arrive twice (the server's answer, then the cache it was saved to):
    // a parent that keeps the selection hears the replacement once.
    const onSelect = vi.fn();
    function SelectionKeeper() {
      const [selectedId, setSelectedId] = useState(9);
      return (
        <VersionsPane
          filters={{}}
          isSelected={(v) => v.id === selectedId}
          onSelect={(v) => {
            onSelect(v);
            setSelectedId(v.id);
          }}
          onFirstVersion={() => {}}
        />
      );
    }
    render(
      <Provider store={appStore}>
        <MantineProvider env="test">
          <SelectionKeeper />
        </MantineProvider>
      </Provider>,
    );
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /^1\.1\.0/ }).getAttribute('aria-current')).toBe('true'),
      loaded,
    );
    expect(onSelect).toHaveBeenCalledWith(version(1));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
