// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { emptyFilterPanel, type FilterPanelValue } from '../model/filter-panel';
import { FilterPanel } from './FilterPanel';

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  serveApi({ 'ReleaseNotes/ReleaseNoteApps': () => jsonAnswer([]) });
});
afterEach(() => {
  cleanup();
  signOutForTest();
});

/** Filtered lists that take their time: any change type keeps them waiting (suspended) for good. */
const neverAnswered = new Promise<never>(() => {});
function FilteredChanges({ panel }: { panel: FilterPanelValue }) {
  if (panel.changeTypes.length > 0) use(neverAnswered);
  return <p>All changes</p>;
}

/** The modal's part: it holds the filters the panel reports and shows the lists they filter. */
function FilteredModal() {
  const [panel, setPanel] = useState(emptyFilterPanel);
  return (
    <>
      <FilterPanel onChange={setPanel} showReleaseType={false} />
      <Suspense fallback={<p>Filtering…</p>}>
        <FilteredChanges panel={panel} />
      </Suspense>
    </>
  );
}

describe('FilterPanel', () => {
  it('shows a pick at once and keeps the lists shown while the filtered ones are on their way', async () => {
    render(
      <Provider store={appStore}>
        <MantineProvider env="test">
          <FilteredModal />
        </MantineProvider>
      </Provider>,
    );
    const changeType = screen.getByRole('combobox', { name: 'Change type' });
    fireEvent.click(changeType);
    const fix = await screen.findByRole('option', { name: 'Fix' });
    await act(async () => {
      fireEvent.click(fix);
    });

    // The pick is in the field; the lists it filters render after it (a transition), so the
    // ones shown stay until the new ones are ready instead of giving way to a loading state.
    const field = changeType.closest<HTMLElement>('.mantine-MultiSelect-input');
    expect(field && within(field).getByText('Fix')).toBeTruthy();
    expect(screen.getByText('All changes')).toBeTruthy();
    expect(screen.queryByText('Filtering…')).toBeNull();
  });
});

describe('FilterPanel search', () => {
  it('keeps a paste over 200 characters whole and says only its start is searched (walkthrough 35, D2)', async () => {
    render(
      <Provider store={appStore}>
        <MantineProvider env="test">
          <FilterPanel onChange={() => {}} showReleaseType={false} />
        </MantineProvider>
      </Provider>,
    );
    const search = screen.getByRole('textbox', { name: 'Search comments' });
    const pasted = `${'a'.repeat(200)} and more`;
    await act(async () => {
      fireEvent.change(search, { target: { value: pasted } });
    });
    expect((search as HTMLInputElement).value).toBe(pasted);
    expect(search.hasAttribute('maxlength')).toBe(false);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'A search is at most 200 characters: this one has 209. Only its first 200 are searched.',
      ),
    ).toBeTruthy();
  });
});
