// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';

afterEach(cleanup);

function show(disabled: boolean) {
  render(
    <MantineProvider env="test">
      <SortableList
        id="steps"
        entries={['First step', 'Second step']}
        keyOf={(entry) => entry}
        labelOf={(entry) => entry}
        disabled={disabled}
        onMove={vi.fn()}
        actions={() => null}
      />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Reorder First step' });
}

describe('SortableList', () => {
  it('keeps a disabled handle focusable, as a disabled button, whose Space and Enter do nothing', () => {
    const handle = show(true);
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    expect(handle.tabIndex).toBe(0);
    // Space is the key that lifts a row: on a disabled one it would scroll the list's container.
    expect(fireEvent.keyDown(handle, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(handle, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(handle, { key: 'Tab' })).toBe(true);
  });
});
