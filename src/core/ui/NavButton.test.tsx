// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavButton } from './NavButton';

afterEach(cleanup);

function show(disabled: boolean) {
  const onClick = vi.fn();
  render(
    <MantineProvider env="test">
      <NavButton label="Impersonate User" description="Why not" disabled={disabled} onClick={onClick} />
    </MantineProvider>,
  );
  return { button: screen.getByRole('button', { name: /Impersonate User/ }), onClick };
}

describe('NavButton', () => {
  it('runs its action when enabled', () => {
    const { button, onClick } = show(false);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled for assistive technology and ignores activation when disabled', () => {
    const { button, onClick } = show(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // What Enter or Space on the focused button does: a click event.
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is named by its label and description, and shows what it is given beside them', () => {
    render(
      <MantineProvider env="test">
        <NavButton label="3.3.0" description="Nov 1, 2026" rightSection="Submit" aria-current="true" active />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: /^3\.3\.0/ });
    expect(button.textContent).toBe('3.3.0Nov 1, 2026Submit');
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
  });
});
