// @vitest-environment jsdom
import { Button, Drawer, MantineProvider, Select } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDelete } from './ConfirmDelete';
import { useEscapeLayer } from './escape-layers';
import { FloatingPanel } from './FloatingPanel';

afterEach(cleanup);

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const dialog = (name: string) => screen.queryByRole('dialog', { name });

/** A confirmation opened from inside a layer, as the apps' panels and dialogs open theirs. */
function DeleteButton() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onClick={() => setConfirming(true)}>Delete</Button>
      <ConfirmDelete
        title="Delete Note"
        question="Are you sure you want to delete this note?"
        opened={confirming}
        deleting={false}
        onConfirm={() => setConfirming(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function SettingsDrawer() {
  const [opened, setOpened] = useState(true);
  const answersEscape = useEscapeLayer(opened);
  return (
    <Drawer opened={opened} onClose={() => setOpened(false)} closeOnEscape={answersEscape} title="Settings">
      <DeleteButton />
    </Drawer>
  );
}

function HelpPanel() {
  const [opened, setOpened] = useState(true);
  return (
    <FloatingPanel title="Help Topics" opened={opened} onClose={() => setOpened(false)} minWidth={300}>
      <DeleteButton />
    </FloatingPanel>
  );
}

function PanelWithSelect() {
  const [opened, setOpened] = useState(true);
  return (
    <FloatingPanel title="Help Topics" opened={opened} onClose={() => setOpened(false)} minWidth={300}>
      <Select label="Permission level" data={['Viewer', 'Editor']} />
    </FloatingPanel>
  );
}

const show = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('Escape with one layer over another', () => {
  it('closes the dialog opened last and leaves the drawer under it; the next Escape closes the drawer', async () => {
    show(<SettingsDrawer />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dialog('Delete Note')).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(dialog('Delete Note')).toBeNull());
    expect(dialog('Settings')).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(dialog('Settings')).toBeNull());
  });

  it('closes a dialog opened from a floating panel, not the panel', async () => {
    show(<HelpPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmation = dialog('Delete Note');
    expect(confirmation).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await waitFor(() => expect(dialog('Delete Note')).toBeNull());
    expect(dialog('Help Topics')).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Delete' }), { key: 'Escape' });
    expect(dialog('Help Topics')).toBeNull();
  });

  it("closes a floating panel's open list first, not the panel with its unsaved edit (walkthrough 5)", async () => {
    show(<PanelWithSelect />);
    const field = screen
      .getAllByLabelText('Permission level')
      .find(
        (element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden',
      ) as HTMLElement;
    fireEvent.click(field);
    await waitFor(() => expect(field.getAttribute('data-mantine-stop-propagation')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(field.getAttribute('data-expanded')).toBeNull());
    expect(dialog('Help Topics')).not.toBeNull();
  });

  it('a layer opening elsewhere does not re-render a closed layer (the frame holds one for its drawer)', () => {
    let frameRenders = 0;
    function Frame({ children }: { children: React.ReactNode }) {
      useEscapeLayer(false);
      frameRenders += 1;
      return children;
    }
    function PanelToggle() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Help Topics</Button>
          <FloatingPanel title="Help Topics" opened={opened} onClose={() => setOpened(false)} minWidth={300}>
            <Button>In help</Button>
          </FloatingPanel>
        </>
      );
    }
    show(
      <Frame>
        <PanelToggle />
      </Frame>,
    );
    const before = frameRenders;
    fireEvent.click(screen.getByRole('button', { name: 'Help Topics' }));
    expect(dialog('Help Topics')).not.toBeNull();
    expect(frameRenders).toBe(before);
  });

  it('a single layer still closes on Escape', async () => {
    show(<SettingsDrawer />);
    pressEscape();
    await waitFor(() => expect(dialog('Settings')).toBeNull());
  });
});

function TwoPanels() {
  const [help, setHelp] = useState(true);
  const [chat, setChat] = useState(true);
  return (
    <>
      <FloatingPanel title="Help Topics" opened={help} onClose={() => setHelp(false)} minWidth={300}>
        <Button>In help</Button>
      </FloatingPanel>
      <FloatingPanel title="Chat" opened={chat} onClose={() => setChat(false)} minWidth={300}>
        <Button>In chat</Button>
      </FloatingPanel>
    </>
  );
}

const zIndexOf = (name: string) => Number(dialog(name)?.style.zIndex);

describe('floating panels stack', () => {
  it('the one opened or used last is on top, and it is the one Escape closes', async () => {
    show(<TwoPanels />);
    await waitFor(() => expect(zIndexOf('Chat')).toBeGreaterThan(zIndexOf('Help Topics')));

    fireEvent.pointerDown(screen.getByRole('button', { name: 'In help' }));
    await waitFor(() => expect(zIndexOf('Help Topics')).toBeGreaterThan(zIndexOf('Chat')));

    // With the focus nowhere (the focused button was disabled), Escape closes the top one.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(dialog('Help Topics')).toBeNull());
    expect(dialog('Chat')).not.toBeNull();
  });

  it('sit above the help overlay (S2 §9: 8005–8006)', () => {
    show(<TwoPanels />);
    expect(zIndexOf('Help Topics')).toBeGreaterThan(8006);
  });
});
