// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Panel } from '../../../contracts/displays';
import { setUpTestApi } from '../../../core/api/app-api.testkit';
import { PanelListField } from './PanelListField';

beforeEach(() => setUpTestApi());
afterEach(cleanup);

/** The field holding its panels as the display form does. */
function Form({ start }: { start: Panel[] }) {
  const [panels, setPanels] = useState(start);
  return (
    <MantineProvider env="test">
      <PanelListField panels={panels} onChange={setPanels} error={undefined} reportErrors={undefined} />
    </MantineProvider>
  );
}

const METRO_COUNTER: Panel[] = [
  { kind: 'clock' },
  { kind: 'keyFigures' },
  { kind: 'announcements' },
  { kind: 'alerts' },
];

const rows = () => within(screen.getByRole('list', { name: 'Panels' })).getAllByRole('listitem');
const order = () => rows().map((row) => row.textContent?.match(/^\d+\. ([^↑]+)/)?.[1]);
/** The place (1…) of the row holding the focus, and the focused control's name. */
const focus = () => {
  const focused = document.activeElement as HTMLElement;
  const row = focused.closest('li');
  return { place: row ? rows().indexOf(row) + 1 : undefined, name: focused.getAttribute('aria-label') };
};

/** As a keyboard user does: the button has the focus, Enter presses it. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

// Mantine under jsdom takes seconds on a busy machine.
describe('PanelListField: the focus follows the panel (walkthrough 31, D3)', { timeout: 20_000 }, () => {
  it('↓ pressed twice moves a panel two places, the focus on its ↓; at the end on its ↑', async () => {
    render(<Form start={METRO_COUNTER} />);
    press(screen.getByRole('button', { name: 'Move Clock and date down' }));
    expect(order()).toEqual(['Key figures', 'Clock and date', 'Announcements', 'Alerts']);
    await waitFor(() => expect(focus()).toEqual({ place: 2, name: 'Move Clock and date down' }));

    fireEvent.click(document.activeElement as HTMLElement);
    expect(order()).toEqual(['Key figures', 'Announcements', 'Clock and date', 'Alerts']);
    await waitFor(() => expect(focus()).toEqual({ place: 3, name: 'Move Clock and date down' }));

    // Last now, its ↓ is disabled: the focus stays on the panel, on its ↑.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(order()).toEqual(['Key figures', 'Announcements', 'Alerts', 'Clock and date']);
    await waitFor(() => expect(focus()).toEqual({ place: 4, name: 'Move Clock and date up' }));
  });

  it('follows the moved panel when another of the same kind is listed', async () => {
    render(<Form start={[{ kind: 'clock' }, { kind: 'clock' }, { kind: 'alerts' }]} />);
    const [first] = screen.getAllByRole('button', { name: 'Move Clock and date down' });
    press(first as HTMLElement);
    await waitFor(() => expect(focus()).toEqual({ place: 2, name: 'Move Clock and date down' }));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(order()).toEqual(['Clock and date', 'Alerts', 'Clock and date']);
    await waitFor(() => expect(focus()).toEqual({ place: 3, name: 'Move Clock and date up' }));
  });

  it('Remove on a row with one after it: the focus on that one’s Remove', async () => {
    render(<Form start={METRO_COUNTER} />);
    press(screen.getByRole('button', { name: 'Remove Key figures' }));
    expect(order()).toEqual(['Clock and date', 'Announcements', 'Alerts']);
    await waitFor(() => expect(focus()).toEqual({ place: 2, name: 'Remove Announcements' }));
  });

  it('Remove on the last row: the focus on the new last row’s Remove, not the page', async () => {
    render(<Form start={METRO_COUNTER} />);
    press(screen.getByRole('button', { name: 'Remove Alerts' }));
    expect(order()).toEqual(['Clock and date', 'Key figures', 'Announcements']);
    await waitFor(() => expect(focus()).toEqual({ place: 3, name: 'Remove Announcements' }));
  });

  it('Remove on the only panel: the focus on ‘Panel to add’', async () => {
    render(<Form start={[{ kind: 'clock' }]} />);
    press(screen.getByRole('button', { name: 'Remove Clock and date' }));
    expect(screen.getByText('No panels yet.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Panel to add' })),
    );
  });

  it('typing in a report panel after a move leaves the focus in the field', async () => {
    render(<Form start={[{ kind: 'clock' }, { kind: 'report', title: '', url: 'https://' }]} />);
    press(screen.getByRole('button', { name: 'Move Report up' }));
    await waitFor(() => expect(focus()).toEqual({ place: 1, name: 'Move Report down' }));
    const title = screen.getByRole('textbox', { name: 'Report title (panel 1)' });
    title.focus();
    fireEvent.change(title, { target: { value: 'Weekly' } });
    fireEvent.change(title, { target: { value: 'Weekly utilisation' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(title);
    expect((title as HTMLInputElement).value).toBe('Weekly utilisation');
  });
});
