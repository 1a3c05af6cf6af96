// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpButtonBeforeMenu } from './HelpButton';
import { HelpMenu } from './HelpMenu';

afterEach(cleanup);

function Harness({ Menu }: { Menu: typeof HelpMenu }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <Menu opened={opened} onChange={setOpened} />
    </MantineProvider>
  );
}

describe('the Help button', () => {
  it.each([
    ['the loaded menu', HelpMenu],
    ['the button drawn before the menu is loaded', HelpButtonBeforeMenu],
  ])('closes %s on Escape while the focus is still on the button', async (_name, Menu) => {
    render(<Harness Menu={Menu} />);
    const button = screen.getByRole('button', { name: 'Help' });
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Before the menu's focus trap has moved the focus in (it does so on a timer).
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
