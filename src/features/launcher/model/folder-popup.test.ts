import { describe, expect, it, test } from 'vitest';
import { menuItem, menuItems } from '../../../../test/fixtures/shell-builders';
import { closedFolderPopup, type FolderPopupState, folderPopupReducer } from './folder-popup';

const folder = menuItem({ id: 200, title: 'Toolkit', pages: menuItems(12, 201) });
const open = (page = 0): FolderPopupState => ({ status: 'open', folder, page });
const launching: FolderPopupState = { status: 'launching', folder, page: 0, launchingId: 201 };

describe('folderPopupReducer', () => {
  test.each([
    ['opens a folder on its first page', closedFolderPopup, { type: 'open', folder }, open(0)],
    ['moves to another page', open(0), { type: 'showPage', page: 1 }, open(1)],
    ['keeps the page inside the folder', open(0), { type: 'showPage', page: 5 }, open(1)],
    ['ignores page dots while closed', closedFolderPopup, { type: 'showPage', page: 1 }, closedFolderPopup],
    ['starts launching an app of the folder', open(0), { type: 'launch', itemId: 201 }, launching],
    ['ignores an app not in the folder', open(0), { type: 'launch', itemId: 999 }, open(0)],
    ['ignores a second launch', launching, { type: 'launch', itemId: 202 }, launching],
    ['ignores page dots while launching', launching, { type: 'showPage', page: 1 }, launching],
    ['ignores opening while launching', launching, { type: 'open', folder }, launching],
    ['closes when open', open(1), { type: 'close' }, closedFolderPopup],
    ['closes after launching', launching, { type: 'close' }, closedFolderPopup],
  ] as const)('%s', (_, state, event, expected) => {
    expect(folderPopupReducer(state, event)).toEqual(expected);
  });

  it('opens a folder of a folder on its first page', () => {
    const inner = menuItem({ id: 300, pages: menuItems(2, 301) });
    expect(folderPopupReducer(open(1), { type: 'open', folder: inner })).toEqual({
      status: 'open',
      folder: inner,
      page: 0,
    });
  });
});
