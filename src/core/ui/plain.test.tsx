// @vitest-environment jsdom
import { ActionIcon, MantineProvider, useMantineTheme } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAppearance } from './appearance';
import { themeFor } from './appearance-theme';
import { plainActionIcon, plainActionIconInner } from './plain';

afterEach(cleanup);

function PlainStar({ color }: { color: string }) {
  const look = plainActionIcon(useMantineTheme(), { variant: 'subtle', color, size: 'sm' });
  return (
    <button type="button" {...look} aria-label="plain">
      <span className={plainActionIconInner}>★</span>
    </button>
  );
}

describe('plainActionIcon', () => {
  it.each(['yellow', 'gray'])(
    "draws a plain button as Mantine's subtle %s ActionIcon draws its own",
    (color) => {
      render(
        <MantineProvider theme={themeFor(defaultAppearance)}>
          <ActionIcon variant="subtle" color={color} size="sm" aria-label="mantine">
            ★
          </ActionIcon>
          <PlainStar color={color} />
        </MantineProvider>,
      );
      const mantine = screen.getByRole('button', { name: 'mantine' });
      const plain = screen.getByRole('button', { name: 'plain' });
      for (const attribute of ['class', 'style', 'data-variant', 'data-size'])
        expect(plain.getAttribute(attribute), attribute).toBe(mantine.getAttribute(attribute));
      expect(plain.firstElementChild?.className).toBe(mantine.firstElementChild?.className);
    },
  );
});
