// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { VersionsPane } from './VersionsPane';

/** What each page (by skip) answers: versions, or an error with nothing cached. */
const pages = new Map<number, ReleaseVersion[] | Error>();
vi.mock('../data', () => ({
  useVersionsPage: (skip: number) => {
    const answer = pages.get(skip);
    return answer instanceof Error ? { data: undefined, error: answer } : { data: answer, error: undefined };
  },
}));

const version = (id: number): ReleaseVersion => ({
  id,
  version: `1.${id}.0`,
  status: 'Active',
  createDate: '2026-01-01T00:00:00.000Z',
});
const versions = (count: number, firstId: number) =>
  Array.from({ length: count }, (_, i) => version(firstId + i));

beforeEach(() => pages.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function showPane() {
  const onSelect = vi.fn();
  const onFirstVersion = vi.fn();
  render(
    <MantineProvider env="test">
      <VersionsPane
        filters={{}}
        isSelected={(v) => v.id === 1}
        onSelect={onSelect}
        onFirstVersion={onFirstVersion}
      />
    </MantineProvider>,
  );
  const list = () => within(screen.getByRole('list', { name: 'Versions' })).queryAllByRole('listitem');
  return { onSelect, onFirstVersion, list };
}

describe('VersionsPane', () => {
  it('offers the next page after a full one, and ends with a short one', () => {
    pages.set(0, versions(25, 1));
    pages.set(25, versions(4, 26));
    const { list, onFirstVersion } = showPane();
    expect(list()).toHaveLength(25);
    expect(onFirstVersion).toHaveBeenCalledWith(version(1));
    fireEvent.click(screen.getByRole('button', { name: 'Load more versions' }));
    expect(list()).toHaveLength(29);
    expect(screen.queryByRole('button', { name: 'Load more versions' })).toBeNull();
  });

  it('ends the list at a failed page, logging it and telling the user nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    pages.set(0, versions(25, 1));
    pages.set(25, new Error('Internal Server Error'));
    const { list } = showPane();
    fireEvent.click(screen.getByRole('button', { name: 'Load more versions' }));
    expect(list()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more versions' })).toBeNull();
    expect(log).toHaveBeenCalledWith('Release versions could not be loaded', expect.any(Error));
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });

  it('marks the selected version and hands a clicked one up', () => {
    pages.set(0, versions(3, 1));
    const { onSelect } = showPane();
    expect(screen.getByRole('button', { name: /^1\.1\.0/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /^1\.2\.0/ }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^1\.3\.0/ }));
    expect(onSelect).toHaveBeenCalledWith(version(3));
  });
});
