// @vitest-environment jsdom
import { Button, Drawer, MantineProvider } from '@mantine/core';
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

  it('a single layer still closes on Escape', async () => {
    show(<SettingsDrawer />);
    pressEscape();
    await waitFor(() => expect(dialog('Settings')).toBeNull());
  });
});
