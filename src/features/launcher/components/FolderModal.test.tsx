// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuItem, menuItems } from '../../../../test/fixtures/shell-builders';
import type { FolderPopupState } from '../model/folder-popup';
import { AppTile } from './AppTile';
import { FolderModal } from './FolderModal';

afterEach(cleanup);

const folder = menuItem({ id: 200, title: 'Operations Toolkit', pages: menuItems(12, 201) });

function showFolder(state: FolderPopupState) {
  const handlers = { onShowPage: vi.fn(), onLaunch: vi.fn(), onClose: vi.fn() };
  render(
    <MantineProvider env="test">
      <FolderModal state={state} {...handlers} />
    </MantineProvider>,
  );
  return handlers;
}

/** The page shown: it and its neighbours are rendered (one of them full, for the height), the neighbours inert. */
function shownPage(dialog: HTMLElement) {
  const shown = within(dialog)
    .getAllByRole('list')
    .filter((list) => !list.closest('[inert]'));
  expect(shown).toHaveLength(1);
  return within(shown[0] as HTMLElement);
}

describe('FolderModal', () => {
  it('shows the page of 9 apps titled with the folder, with a dot per page', () => {
    const { onShowPage } = showFolder({ status: 'open', folder, page: 0 });
    const dialog = screen.getByRole('dialog', { name: 'Operations Toolkit' });
    expect(shownPage(dialog).getAllByRole('listitem')).toHaveLength(9);
    expect(within(dialog).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(onShowPage).toHaveBeenCalledWith(1);
  });

  it('shows the last page and hands a clicked app to the launcher', () => {
    const { onLaunch } = showFolder({ status: 'open', folder, page: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Operations Toolkit' });
    expect(shownPage(dialog).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(shownPage(dialog).getByRole('button', { name: 'Item 212' }));
    expect(onLaunch).toHaveBeenCalledWith(folder.pages[11]);
  });

  it('renders only the shown page and its neighbours of a large folder, and launches from a far page', () => {
    const big = menuItem({ id: 1000, title: 'Big Folder', pages: menuItems(360, 1001) });
    const { onLaunch } = showFolder({ status: 'open', folder: big, page: 39 });
    const dialog = screen.getByRole('dialog', { name: 'Big Folder' });
    expect(within(dialog).getAllByRole('button', { name: /^Page / })).toHaveLength(40);
    expect(within(dialog).getByRole('button', { name: 'Page 40' }).getAttribute('aria-current')).toBe('true');
    expect(dialog.querySelectorAll('li')).toHaveLength(18);
    expect(shownPage(dialog).getAllByRole('listitem')).toHaveLength(9);
    fireEvent.click(shownPage(dialog).getByRole('button', { name: 'Item 1360' }));
    expect(onLaunch).toHaveBeenCalledWith(big.pages[359]);
  });

  it('marks the app being launched for its animation', () => {
    showFolder({ status: 'launching', folder, page: 0, launchingId: 203 });
    expect(screen.getByRole('button', { name: 'Item 203' }).hasAttribute('data-launching')).toBe(true);
    expect(screen.getByRole('button', { name: 'Item 204' }).hasAttribute('data-launching')).toBe(false);
  });
});

describe('AppTile', () => {
  const tile = (fields: Parameters<typeof menuItem>[0]) => {
    const onLaunch = vi.fn();
    render(
      <MantineProvider env="test">
        <AppTile item={menuItem(fields)} onLaunch={onLaunch} />
      </MantineProvider>,
    );
    return { onLaunch, button: screen.getByRole('button') };
  };

  it('names the app with its subtitle and capped badge', () => {
    const { button } = tile({ id: 1, title: 'Task List', subtitle: 'Open work', badgeItem: 120 });
    expect(button.textContent).toContain('99+');
    expect(button.getAttribute('aria-haspopup')).toBeNull();
    expect(screen.getByText('Task List')).toBeTruthy();
    expect(screen.getByText('Open work')).toBeTruthy();
  });

  it('announces a disabled app as disabled while keeping it focusable', () => {
    const { button } = tile({ id: 2, title: 'Quarterly Review', disabled: true });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('shows a folder as a dialog opener with 3 icons and +N', () => {
    const { button } = tile({ id: 3, title: 'Toolkit', pages: menuItems(5, 31) });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(button).getByText('+2')).toBeTruthy();
  });
});
