// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from './long-press';
import { TooltipWithLongPress } from './TooltipWithLongPress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderControl() {
  const onClick = vi.fn();
  render(
    <MantineProvider env="test">
      <TooltipWithLongPress label="Location Profile" openDelay={1000}>
        <button type="button" aria-label="Location Profile" onClick={onClick}>
          LP
        </button>
      </TooltipWithLongPress>
      <button type="button">Elsewhere</button>
    </MantineProvider>,
  );
  return { onClick };
}

/**
 * The control as it is now: reached by a hover or a long press, it is drawn anew inside Mantine's
 * Tooltip, so a test asks for it again rather than keeping the element it had.
 */
const control = () => screen.getByRole('button', { name: 'Location Profile' });

const finger = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, clientX: 20, clientY: 20 };
const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Down, held for `ms`, up and the click a release makes. */
function press(ms: number, options = finger) {
  fireEvent.pointerDown(control(), options);
  wait(ms);
  fireEvent.pointerUp(control(), options);
  fireEvent.click(control());
}

describe('TooltipWithLongPress', () => {
  it('shows the tooltip after a long press, and its release does not press the control', () => {
    const { onClick } = renderControl();
    fireEvent.pointerDown(control(), finger);
    wait(LONG_PRESS_MS - 1);
    expect(tooltip()).toBeNull();
    wait(1);
    expect(tooltip()?.textContent).toBe('Location Profile');
    fireEvent.pointerUp(control(), finger);
    fireEvent.click(control());
    expect(onClick).not.toHaveBeenCalled();
    // It stays to be read, until a press elsewhere.
    wait(5000);
    expect(tooltip()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }), finger);
    expect(tooltip()).toBeNull();
  });

  it('lets a short tap press the control, with no tooltip', () => {
    const { onClick } = renderControl();
    press(100);
    expect(onClick).toHaveBeenCalledTimes(1);
    wait(2000);
    expect(tooltip()).toBeNull();
  });

  it('a tap after a long press presses the control again', () => {
    const { onClick } = renderControl();
    press(LONG_PRESS_MS);
    expect(onClick).not.toHaveBeenCalled();
    press(100);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(tooltip()).toBeNull();
  });

  it('a finger that moves (a scroll) calls the press off', () => {
    const { onClick } = renderControl();
    fireEvent.pointerDown(control(), finger);
    fireEvent.pointerMove(control(), { ...finger, clientY: 60 });
    wait(LONG_PRESS_MS);
    expect(tooltip()).toBeNull();
    fireEvent.pointerCancel(control(), finger);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a scroll dismisses the shown tooltip', () => {
    renderControl();
    press(LONG_PRESS_MS);
    expect(tooltip()).not.toBeNull();
    fireEvent.scroll(window);
    expect(tooltip()).toBeNull();
  });

  it("blocks the browser's context menu during the press, and takes it as the long press", () => {
    renderControl();
    fireEvent.pointerDown(control(), finger);
    const menu = fireEvent.contextMenu(control());
    expect(menu).toBe(false); // default prevented
    expect(tooltip()).not.toBeNull();
  });

  it('leaves a mouse to the hover: no tooltip from holding it, its click presses, its context menu is its own', () => {
    const { onClick } = renderControl();
    const mouse = { ...finger, pointerType: 'mouse' };
    fireEvent.pointerDown(control(), mouse);
    expect(fireEvent.contextMenu(control())).toBe(true);
    wait(LONG_PRESS_MS);
    expect(tooltip()).toBeNull();
    fireEvent.pointerUp(control(), mouse);
    fireEvent.click(control());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("shows a mouse's hover tooltip after the delay, the first hover as the next", () => {
    const { onClick } = renderControl();
    const mouse = { ...finger, pointerType: 'mouse', buttons: 0 };
    for (let hover = 1; hover <= 2; hover += 1) {
      fireEvent.pointerEnter(control(), mouse);
      // What a browser sends on entering; the control reached is the Tooltip's from here on.
      fireEvent.mouseEnter(control());
      wait(999);
      expect(tooltip()).toBeNull();
      wait(1);
      expect(tooltip()?.textContent).toBe('Location Profile');
      fireEvent.pointerLeave(control(), mouse);
      fireEvent.mouseLeave(control());
      wait(500);
      expect(tooltip()).toBeNull();
    }
    fireEvent.click(control());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on a focused control that a hover or a long press reaches', () => {
    renderControl();
    control().focus();
    fireEvent.pointerEnter(control(), { ...finger, pointerType: 'mouse', buttons: 0 });
    expect(document.activeElement).toBe(control());
    cleanup();

    renderControl();
    control().focus();
    fireEvent.pointerDown(control(), finger);
    wait(LONG_PRESS_MS);
    expect(tooltip()).not.toBeNull();
    expect(document.activeElement).toBe(control());
  });

  it('keeps the callout and text selection off the control', () => {
    renderControl();
    expect(control().style.userSelect).toBe('none');
  });
});
