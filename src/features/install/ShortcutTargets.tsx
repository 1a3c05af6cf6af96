import { useEffect } from 'react';
import { navigateTo } from '../../core/navigation';
import { useSetAtom } from '../../core/state/jotai';
import { notificationsOpenRequestedAtom } from '../../core/ui/notifications-state';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { launchHref, shortcutTargetOf } from './model/shortcut-target';

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
 * The installed app's shortcuts: `/home#favorites` brings the Favorites group into view,
 * `#notifications` opens the bell's panel, `#release-notes` the Release Notes modal. With
 * `launch_handler: focus-existing` a launch focuses the open window and hands its target to the
 * launch queue, which navigates there.
 */
export function ShortcutTargets() {
  const { hash } = useShownLocation();
  const openNotifications = useSetAtom(notificationsOpenRequestedAtom);
  const openReleaseNotes = useSetAtom(releaseNotesOpeningAtom);

  useEffect(() => {
    const queue = (window as { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => {
      const href = launchHref(params.targetURL, window.location.origin);
      if (href && href !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
        navigateTo(href);
    });
  }, []);

  useEffect(() => {
    const target = shortcutTargetOf(hash ? `#${hash}` : '');
    if (target === 'notifications') openNotifications(true);
    else if (target === 'releaseNotes') openReleaseNotes('onRequest');
    else if (target === 'favorites') return whenElement('favorites', bringIntoView);
  }, [hash, openNotifications, openReleaseNotes]);
  return null;
}
