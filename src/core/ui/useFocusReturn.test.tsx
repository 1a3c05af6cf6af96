// @vitest-environment jsdom
import { MantineProvider, Menu } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingPanel } from './FloatingPanel';
import { MAIN_CONTENT_PROPS } from './SkipLink';
import { focusReturnTarget } from './useFocusReturn';

afterEach(cleanup);

/**
 * The title bar's Help menu as it is built: an item opens a floating panel, the menu closes. With
 * `asChat`, the panel is mounted only while open and has a `data-autofocus` box, as the agent chat.
 */
function HelpMenuAndPanel({ asChat = false }: { asChat?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <Menu>
        <Menu.Target>
          <button type="button">Help</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpened(true)}>Help Topics</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <button type="button">Elsewhere</button>
      {(opened || !asChat) && (
        <FloatingPanel title="Help Topics" opened={opened} onClose={() => setOpened(false)} minWidth={300}>
          <p>Topics</p>
          {asChat && <textarea aria-label="Message" data-autofocus />}
        </FloatingPanel>
      )}
    </MantineProvider>
  );
}

const helpButton = () => screen.getByRole('button', { name: 'Help' });

async function openFromMenu() {
  fireEvent.click(helpButton());
  const item = await screen.findByRole('menuitem', { name: 'Help Topics' });
  item.focus();
  fireEvent.click(item);
  const panel = await screen.findByRole('dialog', { name: 'Help Topics' });
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  return panel;
}

describe('useReturnFocusOnClose', () => {
  it('gives the focus back to the menu button when a panel opened from its item closes by Escape', async () => {
    render(<HelpMenuAndPanel />);
    const panel = await openFromMenu();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help Topics' })).toBeNull());
    expect(document.activeElement).toBe(helpButton());
  });

  it('gives it back when the panel is closed with its close button (a click)', async () => {
    render(<HelpMenuAndPanel />);
    await openFromMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close Help Topics' }));
    expect(screen.queryByRole('dialog', { name: 'Help Topics' })).toBeNull();
    expect(document.activeElement).toBe(helpButton());
  });

  it('focuses the data-autofocus element on opening, and gives the focus back when the panel unmounts', async () => {
    render(<HelpMenuAndPanel asChat />);
    const panel = await openFromMenu();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help Topics' })).toBeNull());
    expect(document.activeElement).toBe(helpButton());
  });

  // Walkthrough 28, O4: Release Notes opened by itself after an update, closed by Escape, left
  // the focus on the page's body.
  it('hands the focus to the main landmark when a layer the app opened by itself closes', async () => {
    function OpenedByTheApp() {
      const [opened, setOpened] = useState(false);
      return (
        <MantineProvider env="test">
          <main {...MAIN_CONTENT_PROPS}>
            <button type="button" onClick={() => setOpened(true)}>
              Open by the app
            </button>
          </main>
          <FloatingPanel
            title="Release Notes"
            opened={opened}
            onClose={() => setOpened(false)}
            minWidth={300}
          >
            <p>Notes</p>
          </FloatingPanel>
        </MantineProvider>
      );
    }
    render(<OpenedByTheApp />);
    // Mounted closed: the focus stays where it was (the page loading puts it nowhere).
    expect(document.activeElement).toBe(document.body);
    // Opened with the focus on no control, as the app does after a sign-in.
    fireEvent.click(screen.getByRole('button', { name: 'Open by the app' }));
    const panel = await screen.findByRole('dialog', { name: 'Release Notes' });
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release Notes' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('focusReturnTarget', () => {
  it('is the element itself, the labelling button for an item of a menu, nothing for the body', () => {
    document.body.innerHTML = `
      <button id="target">Help</button>
      <div role="menu" aria-labelledby="target"><button id="item">Release Notes</button></div>
      <button id="plain">Settings</button>`;
    expect(focusReturnTarget(document.getElementById('item'))?.id).toBe('target');
    expect(focusReturnTarget(document.getElementById('plain'))?.id).toBe('plain');
    expect(focusReturnTarget(document.body)).toBeUndefined();
    expect(focusReturnTarget(null)).toBeUndefined();
    document.body.innerHTML = '';
  });
});
