import { useEffect } from 'react';
import { navigateTo } from '../../core/navigation';
import { appStore } from '../../core/state/jotai';
import { notificationsPanelOpenAtom } from '../../core/ui/notifications-state';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { useShownLocation } from '../../core/ui/useShownLocation';
import {
  launchAction,
  launchHref,
  panelsFor,
  panelsWhenFragmentLeaves,
  type ShortcutTarget,
  shortcutTargetOf,
} from './model/shortcut-target';

/** Chromium's launch queue (not in the DOM typings yet). */
interface LaunchQueue {
  setConsumer(consumer: (params: { targetURL?: string }) => void): void;
}

function bringIntoView(group: HTMLElement): void {
  group.scrollIntoView({ block: 'start' });
  group.querySelector<HTMLElement>('button')?.focus();
}

/**
 * Calls `found` with the element of that id now, or once it is rendered (the launcher may still
 * be waiting for the menu); returns the function that stops waiting.
 */
function whenElement(id: string, found: (element: HTMLElement) => void): () => void {
  const now = document.getElementById(id);
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Shows what a shortcut names: the bell's panel or the Release Notes modal open, the other closed
 * (`panelsFor`); Favorites brought into view; Home, both closed. Returns the function that stops
 * waiting for it.
 */
function openShortcutTarget(target: ShortcutTarget): () => void {
  const panels = panelsFor(target);
  appStore.set(notificationsPanelOpenAtom, panels.bell);
  // An opening the modal already has (a pushed release) keeps its reason.
  appStore.set(releaseNotesOpeningAtom, (opening) => (panels.releaseNotes ? (opening ?? 'onRequest') : null));
  return target === 'favorites' ? whenElement('favorites', bringIntoView) : () => {};
}

/** Closes what the fragment opened, once the address no longer names it (`panelsWhenFragmentLeaves`). */
function closeShortcutTarget(target: ShortcutTarget): void {
  const panels = panelsWhenFragmentLeaves(target, {
    bell: appStore.get(notificationsPanelOpenAtom),
    releaseNotes: appStore.get(releaseNotesOpeningAtom) !== null,
  });
  appStore.set(notificationsPanelOpenAtom, panels.bell);
  if (!panels.releaseNotes) appStore.set(releaseNotesOpeningAtom, null);
}

/**
 * Once the panel or modal a fragment opened is closed, the address stops naming it (replaced, no
 * new history entry): a reload or Back does not open it again, and the next launch of that
 * shortcut is a navigation again. Home's opens nothing: it leaves at once. Returns the function
 * that stops watching.
 */
function dropFragmentWhenClosed(target: ShortcutTarget): () => void {
  const withoutFragment = () =>
    navigateTo(`${window.location.pathname}${window.location.search}`, { replace: true });
  if (target === 'home') {
    withoutFragment();
    return () => {};
  }
  const closed =
    target === 'notifications'
      ? () => !appStore.get(notificationsPanelOpenAtom)
      : target === 'releaseNotes'
        ? () => appStore.get(releaseNotesOpeningAtom) === null
        : undefined;
  if (!closed) return () => {};
  const watched = target === 'notifications' ? notificationsPanelOpenAtom : releaseNotesOpeningAtom;
  return appStore.sub(watched, () => {
    if (closed() && shortcutTargetOf(window.location.hash) === target) withoutFragment();
  });
}

/**
 * The installed app's shortcuts: `/home#favorites` brings the Favorites group into view,
 * `#notifications` opens the bell's panel, `#release-notes` the Release Notes modal, each closing
 * the other. With `launch_handler: focus-existing` a launch focuses the open window and hands its
 * target to the launch queue: a navigation there, or, when the window already shows that address,
 * the target opened again (`launchAction`).
 */
export function ShortcutTargets() {
  const { hash } = useShownLocation();

  useEffect(() => {
    const queue = (window as { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      const action = launchAction(launchHref(params.targetURL, window.location.origin), here);
      if (action.kind === 'navigate') navigateTo(action.href);
      else if (action.kind === 'open') openShortcutTarget(action.target);
    });
  }, []);

  useEffect(() => {
    const target = shortcutTargetOf(hash ? `#${hash}` : '');
    if (!target) return;
    const stopOpening = openShortcutTarget(target);
    const stopWatching = dropFragmentWhenClosed(target);
    return () => {
      stopOpening();
      stopWatching();
      // The address no longer names it (Back, Forward, a link): it closes with it.
      closeShortcutTarget(target);
    };
  }, [hash]);
  return null;
}
