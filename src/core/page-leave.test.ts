import { describe, expect, it, vi } from 'vitest';
import { onPageLeave, type PageEvents } from './page-leave';

/** A window and a document that dispatch events like the browser's, the visibility set by the test. */
function standInPage() {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const page: PageEvents = { window: new EventTarget(), document };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const leave = () => page.window.dispatchEvent(new Event('pagehide'));
  return { page, hide, show, leave };
}

describe('onPageLeave', () => {
  it('calls the listener when the page is left (pagehide) and when it is hidden', () => {
    const { page, hide, leave } = standInPage();
    const listener = vi.fn();
    onPageLeave(listener, page);
    leave();
    expect(listener).toHaveBeenCalledTimes(1);
    hide();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not call it when the page becomes visible again', () => {
    const { page, show } = standInPage();
    const listener = vi.fn();
    onPageLeave(listener, page);
    show();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops calling it once undone', () => {
    const { page, hide, leave } = standInPage();
    const listener = vi.fn();
    onPageLeave(listener, page)();
    hide();
    leave();
    expect(listener).not.toHaveBeenCalled();
  });
});
