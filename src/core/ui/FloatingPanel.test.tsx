// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/jotai';
import { FloatingPanel } from './FloatingPanel';
import { pageCoveringPanelsAtom } from './shell-state';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The window's width as the mobile media query sees it, changed as a window is resized. */
let narrow = true;
const mediaListeners = new Set<(event: { matches: boolean }) => void>();
function resize(toNarrow: boolean) {
  narrow = toNarrow;
  for (const listener of mediaListeners) listener({ matches: narrow });
}

beforeEach(() => {
  narrow = true;
  mediaListeners.clear();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return narrow;
        },
        media: query,
        addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
          mediaListeners.add(listener),
        removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
          mediaListeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
});

let setOpened: (panel: 'topics' | 'chat', opened: boolean) => void = () => {};

function TwoPanels() {
  const [topics, setTopics] = useState(false);
  const [chat, setChat] = useState(false);
  setOpened = (panel, opened) => (panel === 'topics' ? setTopics : setChat)(opened);
  return (
    <>
      <FloatingPanel title="Help Topics" opened={topics} onClose={() => setTopics(false)} minWidth={300}>
        Topics
      </FloatingPanel>
      <FloatingPanel title="Chat" opened={chat} onClose={() => setChat(false)} minWidth={380}>
        Chat
      </FloatingPanel>
    </>
  );
}

function show() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider>
        <TwoPanels />
      </MantineProvider>
    </Provider>,
  );
  return () => store.get(pageCoveringPanelsAtom);
}

describe('FloatingPanel covering the page (walkthrough 30, D3)', () => {
  it('covers the page while open below the mobile breakpoint, and no longer once closed', () => {
    const covering = show();
    expect(covering()).toBe(0);
    act(() => setOpened('topics', true));
    expect(covering()).toBe(1);
    act(() => setOpened('topics', false));
    expect(covering()).toBe(0);
  });

  it('counts each panel filling the screen: the page stays covered until the last one closes', () => {
    const covering = show();
    act(() => setOpened('topics', true));
    act(() => setOpened('chat', true));
    expect(covering()).toBe(2);
    act(() => setOpened('topics', false));
    expect(covering()).toBe(1);
    act(() => setOpened('chat', false));
    expect(covering()).toBe(0);
  });

  it('covers nothing as a floating box on a wide screen, and covers the page as the window narrows', () => {
    narrow = false;
    const covering = show();
    act(() => setOpened('chat', true));
    expect(covering()).toBe(0);
    act(() => resize(true));
    expect(covering()).toBe(1);
    act(() => resize(false));
    expect(covering()).toBe(0);
  });
});
