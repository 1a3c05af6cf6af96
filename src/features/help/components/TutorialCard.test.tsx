// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelpItem, Tutorial } from '../../../contracts/help';
import {
  ARABIC_TEXT,
  RIGHT_TO_LEFT_TEXT,
  takesItsOwnDirection,
} from '../../../core/ui/authored-text.testkit';
import { TutorialCard } from './TutorialCard';

afterEach(cleanup);

// jsdom has no CSS.escape; anchors here are plain words.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const step = (title: string, enabled = true): HelpItem => ({
  anchor: null,
  enabled,
  title,
  description: `<p>${title} text</p><img src=x onerror="alert(1)">`,
  position: 'center',
  offset: null,
});
const tutorial: Tutorial = {
  id: 1,
  pageName: 'home',
  enabled: true,
  title: 'Tour',
  icon: null,
  permissionLevel: 2,
  items: [step('One'), step('Skipped', false), step('Two')],
};

function showStep(index: number, shown = tutorial) {
  const handlers = { onStep: vi.fn(), onClose: vi.fn() };
  render(
    <MantineProvider env="test">
      <TutorialCard tutorial={shown} index={index} {...handlers} />
    </MantineProvider>,
  );
  return handlers;
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

describe('TutorialCard', () => {
  it('on the first step: Back disabled, Next to the next enabled step, no Finish', () => {
    const { onStep } = showStep(0);
    expect(screen.getByRole('dialog', { name: 'Tour' }).textContent).toContain('Step 1 of 2');
    expect(button('Back')?.disabled).toBe(true);
    expect(button('Finish')).toBeNull();
    fireEvent.click(button('Next') as HTMLButtonElement);
    expect(onStep).toHaveBeenCalledWith(2);
  });

  it('on the last step: Back over the disabled step, Finish in the place of Next, Finish closes', () => {
    const { onStep, onClose } = showStep(2);
    expect(button('Next')).toBeNull();
    fireEvent.click(button('Back') as HTMLButtonElement);
    expect(onStep).toHaveBeenCalledWith(0);
    fireEvent.click(button('Finish') as HTMLButtonElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes; the description is sanitised', () => {
    const { onClose } = showStep(0);
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    fireEvent.click(button('Cancel') as HTMLButtonElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes the focus, cancels on Escape and gives the focus back when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const handlers = { onStep: vi.fn(), onClose: vi.fn() };
    const { unmount } = render(
      <MantineProvider env="test">
        <TutorialCard tutorial={tutorial} index={0} {...handlers} />
      </MantineProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Tour' }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('skips a step whose anchor is not on the page and counts only reachable steps', () => {
    const withMissing: Tutorial = {
      ...tutorial,
      items: [step('One'), { ...step('Gone'), anchor: 'not-on-page', position: 'bottom' }, step('Two')],
    };
    const handlers = { onStep: vi.fn(), onClose: vi.fn() };
    render(
      <MantineProvider env="test">
        <TutorialCard tutorial={withMissing} index={0} {...handlers} />
      </MantineProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Tour' }).textContent).toContain('Step 1 of 2');
    fireEvent.click(button('Next') as HTMLButtonElement);
    expect(handlers.onStep).toHaveBeenCalledWith(2);
  });

  it('titles written right to left keep their own direction', () => {
    showStep(0, { ...tutorial, title: RIGHT_TO_LEFT_TEXT, items: [step(ARABIC_TEXT)] });
    expect(takesItsOwnDirection(screen.getByText(RIGHT_TO_LEFT_TEXT))).toBe(true);
    expect(takesItsOwnDirection(screen.getByRole('heading', { name: ARABIC_TEXT }))).toBe(true);
  });
});
