/** Where the page's leaving is heard: the browser's window and document, or stand-ins in tests. */
export interface PageEvents {
  window: EventTarget;
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
}

const browserPage = (): PageEvents => ({ window, document });

/**
 * Calls `listener` when the page may be about to go: left (`pagehide`: a reload, a closed tab, a
 * navigation away) or hidden (another tab or app, a locked screen), since a mobile browser may end
 * a hidden page without any further event. Work that must not be lost is sent from here, with
 * `keepalive` so that it outlives the page; the listener cannot wait for anything (no timer, no
 * IndexedDB) before sending. It may run twice for one leave (hidden, then pagehide) and for a
 * page that is only hidden and comes back. Returns the undo.
 */
export function onPageLeave(listener: () => void, page: PageEvents = browserPage()): () => void {
  const onHidden = () => {
    if (page.document.visibilityState === 'hidden') listener();
  };
  page.window.addEventListener('pagehide', listener);
  page.document.addEventListener('visibilitychange', onHidden);
  return () => {
    page.window.removeEventListener('pagehide', listener);
    page.document.removeEventListener('visibilitychange', onHidden);
  };
}
