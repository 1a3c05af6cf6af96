// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingPanel } from './FloatingPanel';

afterEach(cleanup);

const placeOf = (name: string) => {
  const style = screen.getByRole('dialog', { name }).style;
  return { top: style.top, left: style.left };
};

let openBoth: (opened: boolean) => void = () => {};
let openHelp: (opened: boolean) => void = () => {};

/** Two panels opened by one state change, as PageHelp opens a kept tutorial's and agent's. */
function TwoPanels({ startOpened }: { startOpened: boolean }) {
  const [both, setBoth] = useState(startOpened);
  const [help, setHelp] = useState(false);
  openBoth = setBoth;
  openHelp = setHelp;
  return (
    <>
      <FloatingPanel title="Tutorials" opened={both} onClose={() => setBoth(false)} minWidth={300}>
        <Button>In tutorials</Button>
      </FloatingPanel>
      <FloatingPanel title="Agent" opened={both} onClose={() => setBoth(false)} minWidth={300}>
        <Button>In agent</Button>
      </FloatingPanel>
      <FloatingPanel title="Help Topics" opened={help} onClose={() => setHelp(false)} minWidth={300}>
        <Button>In help</Button>
      </FloatingPanel>
    </>
  );
}

const show = (startOpened: boolean) =>
  render(
    <MantineProvider>
      <TwoPanels startOpened={startOpened} />
    </MantineProvider>,
  );

describe('floating panels opened in the same commit (walkthrough 17, D1 again)', () => {
  it('open at different places when both open as they mount', () => {
    show(true);
    expect(placeOf('Agent')).not.toEqual(placeOf('Tutorials'));
  });

  it('open at different places when one change opens both (two kept drafts restored)', () => {
    show(false);
    act(() => openBoth(true));
    expect(placeOf('Agent')).not.toEqual(placeOf('Tutorials'));
  });

  it('give their places back when they close: the next panel opens at the first place', () => {
    show(true);
    const first = placeOf('Tutorials');
    act(() => openBoth(false));
    act(() => openHelp(true));
    expect(placeOf('Help Topics')).toEqual(first);
  });
});
