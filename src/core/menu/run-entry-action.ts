import { navigateTo } from '../navigation';
import { appStore } from '../state/jotai';
import { mobileSidebarOpenAtom } from '../ui/shell-state';
import { recordAppLaunch } from '../usage/app-launch';
import { type LauncherClickAction, shouldHideSidebarAfterNavigation } from './click-rule';

/** The actions that leave the current screen; opening a folder is the caller's own UI. */
export type LeavingAction = Extract<LauncherClickAction, { kind: 'navigate' | 'openWindow' }>;

export interface EntryActionEffects {
  navigate: (href: string) => void;
  openWindow: (url: string) => void;
  recordLaunch: typeof recordAppLaunch;
  viewportWidth: () => number;
  hideMobileSidebar: () => void;
}

const browserEffects: EntryActionEffects = {
  navigate: (href) => navigateTo(href),
  // noopener: the other site gets no handle on the portal's window.
  openWindow: (url) => void window.open(url, '_blank', 'noopener'),
  recordLaunch: recordAppLaunch,
  viewportWidth: () => window.innerWidth,
  hideMobileSidebar: () => appStore.set(mobileSidebarOpenAtom, false),
};

/**
 * Carries out a menu entry's click action (S1 §2.3), the same for the launcher and the sidebar:
 * in-app navigation (the no-account entry's /error/406 is a bare route, so the home view and the
 * frame go with it: that is "hides home"), then on a mobile screen the sidebar hides; an external
 * link for a new window opens there and is recorded as an app launch, since the router never
 * sees it.
 */
export function runEntryAction(action: LeavingAction, effects: EntryActionEffects = browserEffects): void {
  if (action.kind === 'openWindow') {
    effects.openWindow(action.url);
    void effects.recordLaunch(action.usage).catch((error: unknown) => {
      console.error('The app launch was not recorded', error);
    });
    return;
  }
  effects.navigate(action.href);
  if (shouldHideSidebarAfterNavigation(effects.viewportWidth())) effects.hideMobileSidebar();
}
