import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton, useOffReason } from './BusyButton';

afterEach(cleanup);

/** A form whose Save runs until the test lets it end, as a save waiting for the server does. */
function SaveForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <BusyButton type="submit" busy={busy}>
        Save
      </BusyButton>
      <button type="button" onClick={() => setBusy(false)}>
        Answer
      </button>
    </form>
  );
}

describe('BusyButton', () => {
  it('keeps the focus while busy, says so, and ignores presses and Enter until the action ends', () => {
    const submitted = vi.fn();
    render(
      <MantineProvider env="test">
        <SaveForm onSubmit={submitted} />
      </MantineProvider>,
    );
    const save = screen.getByText('Save').closest('button') as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    expect(submitted).toHaveBeenCalledTimes(1);
    // Busy: not disabled (a disabled button drops the focus to the body), but marked so.
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(submitted).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByText('Answer'));
    expect(save.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(save);
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('off (offline) says so without a loader, keeps the focus and ignores presses', () => {
    const pressed = vi.fn();
    const { rerender } = render(
      <MantineProvider env="test">
        <BusyButton busy={false} off onClick={pressed}>
          Push
        </BusyButton>
      </MantineProvider>,
    );
    const push = screen.getByText('Push').closest('button') as HTMLButtonElement;
    push.focus();
    fireEvent.click(push);
    expect(pressed).not.toHaveBeenCalled();
    expect(push.disabled).toBe(false);
    expect(push.getAttribute('aria-disabled')).toBe('true');
    expect(push.querySelector('.mantine-Loader-root')).toBeNull();
    expect(document.activeElement).toBe(push);

    rerender(
      <MantineProvider env="test">
        <BusyButton busy={false} onClick={pressed}>
          Push
        </BusyButton>
      </MantineProvider>,
    );
    fireEvent.click(push);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('off with a reason says why beside it and as its description, reached by Tab; none once on', () => {
    function Reasoned({ reason }: { reason: string | undefined }) {
      const { describedBy, reasonText } = useOffReason(reason);
      return (
        <MantineProvider env="test">
          <BusyButton busy={false} off={reason !== undefined} aria-describedby={describedBy}>
            Add
          </BusyButton>
          {reasonText}
        </MantineProvider>
      );
    }
    const { rerender } = render(<Reasoned reason="Only one draft may exist." />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.tabIndex).toBe(0);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    const described = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Only one draft may exist.');

    rerender(<Reasoned reason={undefined} />);
    expect(add.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Only one draft may exist.')).toBeNull();
  });
});
