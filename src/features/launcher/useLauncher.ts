import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { MenuItem } from '../../contracts/menu';
import { keptQuery, launcherClickAction } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { closedFolderPopup, FOLDER_LAUNCH_ANIMATION_MS, folderPopupReducer } from './model/folder-popup';

/**
 * The launcher's click handling (S1 §2.3) over the user's menu: the click rule decides, core carries out navigation
 * and new windows the same way the sidebar does, and the folder popup is this screen's own. An
 * in-app launch from the popup waits for its animation (none when the user asks for reduced
 * motion); a new window opens at once, inside the click, or the browser would block it.
 */
export function useLauncher(menu: readonly MenuItem[]) {
  const [popup, dispatch] = useReducer(folderPopupReducer, closedFolderPopup);
  const reducedMotion = useReducedMotion();
  const launchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(launchTimer.current), []);
  // Read at the click, not closed over: `launch` stays the same function while the popup opens,
  // pages and launches, so the memoised tiles do not render again (walkthrough 21, defect 4).
  // Set after each commit, before any click can read it: not during render, which React may
  // run and throw away.
  const shown = useRef(popup);
  useLayoutEffect(() => {
    shown.current = popup;
  }, [popup]);

  const launch = useCallback(
    (item: MenuItem) => {
      const now = shown.current;
      if (now.status === 'launching') return;
      const action = launcherClickAction(item, { currentSearch: keptQuery(window.location.search, menu) });
      if (action.kind === 'none') return;
      if (action.kind === 'openFolder') {
        dispatch({ type: 'open', folder: action.item });
        return;
      }
      const fromPopup = now.status === 'open' && now.folder.pages.some((page) => page.id === item.id);
      if (!fromPopup || action.kind === 'openWindow') {
        runEntryAction(action);
        return;
      }
      dispatch({ type: 'launch', itemId: item.id });
      launchTimer.current = window.setTimeout(
        () => {
          dispatch({ type: 'close' });
          runEntryAction(action);
        },
        reducedMotion ? 0 : FOLDER_LAUNCH_ANIMATION_MS,
      );
    },
    [reducedMotion, menu],
  );

  return {
    popup,
    launch,
    showPage: (page: number) => dispatch({ type: 'showPage', page }),
    /** Closing during the launch animation also calls the launch off. */
    closePopup: () => {
      window.clearTimeout(launchTimer.current);
      dispatch({ type: 'close' });
    },
  };
}
