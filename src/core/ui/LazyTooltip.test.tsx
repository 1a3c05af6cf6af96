// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './LazyTooltip';

/** The tooltips' module, held until the test lets it arrive. */
const held = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('./TooltipWithLongPress', async (importOriginal) => {
  await held.arrived;
  return importOriginal();
});

afterEach(cleanup);

describe('LazyTooltip', () => {
  it('keeps the control mounted as the tooltips arrive: its element, its focus, its contents and a press under way', async () => {
    let mounts = 0;
    function Icon() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <span>LP</span>;
    }
    const onClick = vi.fn();
    render(
      <MantineProvider env="test">
        <LazyTooltip label="Location Profile">
          <button type="button" aria-label="Location Profile" onClick={onClick}>
            <Icon />
          </button>
        </LazyTooltip>
      </MantineProvider>,
    );
    const control = () => screen.getByRole('button', { name: 'Location Profile' });
    const before = control();
    before.focus();
    const finger = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0 };
    fireEvent.pointerDown(before, finger);
    expect(before.style.userSelect).toBe(''); // the control alone

    held.arrive();
    // In: the long press turns text selection off on the control, the one drawn before.
    await waitFor(() => expect(before.style.userSelect, 'the long press on the same element').toBe('none'), {
      timeout: 5000,
    });
    expect(control()).toBe(before);
    expect(document.activeElement).toBe(before);
    expect(mounts).toBe(1);
    // The press that began before the module came ends in its click.
    fireEvent.pointerUp(before, finger);
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
