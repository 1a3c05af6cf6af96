// @vitest-environment jsdom
import { MantineProvider, type TooltipProps } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTooltipBox } from './LazyTooltip';
import { LONG_PRESS_MS } from './long-press';
import { TooltipPart, type TooltipPartProps, TooltipWithLongPress } from './TooltipWithLongPress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderControl(Tooltip: ComponentType<TooltipProps> = TooltipWithLongPress) {
  const onClick = vi.fn();
  render(
    <MantineProvider env="test">
      <Tooltip label="Location Profile" openDelay={1000}>
        <button type="button" aria-label="Location Profile" onClick={onClick}>
          LP
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </MantineProvider>,
  );
  return { onClick };
}

/** The control (the same element all along: the Tooltip's coming does not draw it anew). */
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
  it("keeps a control's own style object with the long press's rules, and draws it a bounded number of times", () => {
    render(
      <MantineProvider env="test">
        <TooltipWithLongPress label="Location Profile" openDelay={1000}>
          <button type="button" aria-label="Location Profile" style={{ color: 'red' }}>
            LP
          </button>
        </TooltipWithLongPress>
      </MantineProvider>,
    );
    // A new merged style object at each render was sent as a change each time: React's
    // 'Maximum update depth exceeded' (the stop's review).
    expect(control().style.color).toBe('red');
    expect(control().style.userSelect).toBe('none');
    fireEvent.pointerEnter(control(), { ...finger, pointerType: 'mouse', buttons: 0 });
    fireEvent.mouseEnter(control());
    wait(1000);
    expect(tooltip()?.textContent).toBe('Location Profile');
    expect(control().style.color).toBe('red');
  });

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

  it('keeps the control mounted, with its focus and its contents, when a hover or a long press brings the Tooltip in', () => {
    let mounts = 0;
    function Icon() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <span>LP</span>;
    }
    const mouse = { ...finger, pointerType: 'mouse', buttons: 0 };
    for (const reach of ['hover', 'long press']) {
      mounts = 0;
      render(
        <MantineProvider env="test">
          <TooltipWithLongPress label="Location Profile" openDelay={1000}>
            <button type="button" aria-label="Location Profile">
              <Icon />
            </button>
          </TooltipWithLongPress>
        </MantineProvider>,
      );
      const before = control();
      before.focus();
      if (reach === 'hover') {
        fireEvent.pointerEnter(before, mouse);
        expect(control(), 'the Tooltip mounted on the hover').toBe(before);
        fireEvent.mouseEnter(before);
        wait(1000);
      } else {
        fireEvent.pointerDown(before, finger);
        wait(LONG_PRESS_MS);
      }
      expect(tooltip()?.textContent, reach).toBe('Location Profile');
      expect(control(), reach).toBe(before);
      expect(document.activeElement, reach).toBe(before);
      expect(mounts, reach).toBe(1);
      cleanup();
    }
  });

  it('keeps the callout and text selection off the control', () => {
    renderControl();
    expect(control().style.userSelect).toBe('none');
  });
});

/** The part arriving after the control is drawn, as `LazyTooltip`'s module does. */
function renderLateTooltip() {
  let arrive = () => {};
  function LatePart(props: TooltipPartProps) {
    const [arrived, setArrived] = useState(false);
    arrive = () => act(() => setArrived(true));
    return arrived ? <TooltipPart {...props} /> : null;
  }
  function LateTooltip(props: TooltipProps) {
    return useTooltipBox(props, LatePart);
  }
  return { ...renderControl(LateTooltip), arrive: () => arrive() };
}

describe('TooltipWithLongPress arriving after its control', () => {
  // jsdom tracks no hover: the element under the pointer is the one entered last.
  let under: EventTarget | null = null;
  const track = (event: Event) => {
    under = event.target;
  };
  beforeEach(() => {
    under = null;
    document.addEventListener('pointerover', track);
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      if (selector === ':hover') return this === under;
      // As a keyboard's focus (jsdom never matches it).
      if (selector === ':focus-visible') return this === document.activeElement;
      return matches.call(this, selector);
    });
  });
  afterEach(() => {
    document.removeEventListener('pointerover', track);
    vi.restoreAllMocks();
  });

  it('shows its tooltip to a mouse resting on the control when it arrives, after the delay', () => {
    const { arrive } = renderLateTooltip();
    const mouse = { ...finger, pointerType: 'mouse', buttons: 0 };
    fireEvent.pointerOver(control(), mouse);
    fireEvent.pointerEnter(control(), mouse);
    fireEvent.mouseEnter(control());
    arrive();
    wait(999);
    expect(tooltip()).toBeNull();
    wait(1);
    expect(tooltip()?.textContent).toBe('Location Profile');
  });

  it('shows its tooltip to a keyboard focus already on a control whose name is not drawn when it arrives', () => {
    const { arrive } = renderLateTooltip();
    act(() => control().focus());
    arrive();
    expect(tooltip()?.textContent).toBe('Location Profile');
  });

  it('shows none to a finger held on the control when it arrives (a tap begun before), and the tap presses', () => {
    const { arrive, onClick } = renderLateTooltip();
    fireEvent.pointerOver(control(), finger);
    fireEvent.pointerEnter(control(), finger);
    fireEvent.pointerDown(control(), finger);
    arrive();
    wait(2000);
    expect(tooltip()).toBeNull();
    fireEvent.pointerUp(control(), finger);
    fireEvent.click(control());
    expect(onClick).toHaveBeenCalledTimes(1);
    wait(2000);
    expect(tooltip()).toBeNull();
  });
});

describe('TooltipWithLongPress on a keyboard focus', () => {
  /** jsdom never matches `:focus-visible`; a browser does on a keyboard's focus. */
  function focusVisible(visible: boolean) {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? visible : matches.call(this, selector);
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function renderNamed(text: string) {
    render(
      <MantineProvider env="test">
        <TooltipWithLongPress label="Location Profile" openDelay={1000}>
          <button type="button" aria-label="Location Profile">
            {text}
          </button>
        </TooltipWithLongPress>
        <button type="button">Elsewhere</button>
      </MantineProvider>,
    );
  }

  it('shows the tooltip at once to a keyboard focus on a control whose name is not drawn, until it leaves', () => {
    focusVisible(true);
    renderNamed('LP');
    act(() => control().focus());
    expect(tooltip()?.textContent).toBe('Location Profile');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(tooltip()).toBeNull();
  });

  it('Escape puts the focus tooltip away and goes no further; the focus stays', () => {
    focusVisible(true);
    renderNamed('LP');
    const outer = vi.fn();
    window.addEventListener('keydown', outer);
    act(() => control().focus());
    fireEvent.keyDown(control(), { key: 'Escape' });
    window.removeEventListener('keydown', outer);
    expect(tooltip()).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(control());
  });

  it("shows none to a click's focus, nor to a control whose name is drawn whole", () => {
    focusVisible(false);
    renderNamed('LP');
    act(() => control().focus());
    expect(tooltip()).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    focusVisible(true);
    renderNamed('Location Profile');
    act(() => control().focus());
    wait(2000);
    expect(tooltip()).toBeNull();
  });
});
