import type { MenuItem } from '../../../contracts/menu';
import { clampFolderPage, folderPageCount } from './folder-paging';

/** How long a launch from the folder popup animates before navigating (S1 §2.3 "short animation"). */
export const FOLDER_LAUNCH_ANIMATION_MS = 250;

/** The folder popup of S1 §4: closed → open → launching (→ closed once navigated). */
export type FolderPopupState =
  | { status: 'closed' }
  | { status: 'open'; folder: MenuItem; page: number }
  | { status: 'launching'; folder: MenuItem; page: number; launchingId: number };

export type FolderPopupEvent =
  | { type: 'open'; folder: MenuItem }
  | { type: 'showPage'; page: number }
  | { type: 'launch'; itemId: number }
  | { type: 'close' };

export const closedFolderPopup: FolderPopupState = { status: 'closed' };

/**
 * Opening starts on the first page; page dots move within the folder's pages; a launch is taken
 * only from an open popup showing that app (a second click while launching does nothing); close
 * works from any state.
 */
export function folderPopupReducer(state: FolderPopupState, event: FolderPopupEvent): FolderPopupState {
  switch (event.type) {
    case 'open':
      return state.status === 'launching' ? state : { status: 'open', folder: event.folder, page: 0 };
    case 'showPage':
      if (state.status !== 'open') return state;
      return { ...state, page: clampFolderPage(event.page, folderPageCount(state.folder.pages.length)) };
    case 'launch':
      if (state.status !== 'open' || !state.folder.pages.some((page) => page.id === event.itemId))
        return state;
      return { ...state, status: 'launching', launchingId: event.itemId };
    case 'close':
      return closedFolderPopup;
  }
}
