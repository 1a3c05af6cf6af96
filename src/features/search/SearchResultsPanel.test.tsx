// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { SEARCH_DEBOUNCE_MS } from '../../core/ui/search-debounce';
import { buildSearchPanel } from './model/search-panel';
import { buildSearchEntries } from './model/search-results';
import { SearchResultsPanel } from './SearchResultsPanel';

const entries = buildSearchEntries([
  menuItem({ id: 1, title: 'Market Rates' }),
  menuItem({ id: 2, title: 'Marketing Board' }),
  menuItem({ id: 3, title: 'Labor Planning' }),
]);
const panelFor = (text: string) =>
  buildSearchPanel({ entries, text, contexts: {}, scope: null, openFolderId: null });

const anchor = { current: null };
const draw = (text: string) => (
  <MantineProvider env="test">
    <SearchResultsPanel
      anchor={anchor}
      panel={panelFor(text)}
      listboxId="results"
      optionId={(key) => key}
      activeKey={null}
      onChoose={() => {}}
      onActivate={() => {}}
    />
  </MantineProvider>
);

/** The texts of the panel's status messages, as a screen reader's live-region log would hold them. */
const statuses = () => screen.queryAllByRole('status').map((status) => status.textContent);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchResultsPanel', () => {
  it('says the results’ count in one polite status once the typing pauses, and not again while it stays the same (walkthrough 32, D4)', () => {
    const { rerender } = render(draw('ma'));
    // In the page, empty, from the panel's opening: its first count is a change a screen reader reads.
    expect(statuses()).toEqual(['']);
    rerender(draw('mar'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(statuses()).toEqual(['']);
    act(() => vi.advanceTimersByTime(1));
    expect(statuses()).toEqual(['2 results']);
    const [status] = screen.getAllByRole('status');

    // The same count for a longer text: the status is not touched, so nothing is heard again.
    const changes = new MutationObserver(() => {});
    changes.observe(status as HTMLElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    rerender(draw('mark'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender(draw('marke'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(statuses()).toEqual(['2 results']);
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();

    // Letters typed quickly: one count, for where the typing stopped.
    rerender(draw('market'));
    act(() => vi.advanceTimersByTime(100));
    rerender(draw('market r'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(statuses()).toEqual(['1 result']);

    // Nothing found: S1's 'No Results', word for word, is the status, at once; the count is emptied.
    rerender(draw('market rz'));
    expect(statuses()).toEqual(['No Results', '']);
    expect(screen.getByText('No Results')).toBeTruthy();
    rerender(draw('market r'));
    expect(statuses()).toEqual(['']);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(statuses()).toEqual(['1 result']);
  });
});
