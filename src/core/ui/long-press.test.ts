import { describe, expect, it, test } from 'vitest';
import {
  LONG_PRESS_IDLE,
  LONG_PRESS_MOVE_TOLERANCE_PX,
  LONG_PRESS_MS,
  type LongPressEvent,
  type LongPressState,
  longPressBlocksContextMenu,
  longPressShows,
  longPressStep,
  longPressSwallowsClick,
  longPressTiming,
} from './long-press';

const down = (fields: Partial<Extract<LongPressEvent, { type: 'down' }>> = {}): LongPressEvent => ({
  type: 'down',
  pointerId: 1,
  pointerType: 'touch',
  button: 0,
  x: 100,
  y: 100,
  ...fields,
});
const move = (x: number, y: number, pointerId = 1): LongPressEvent => ({ type: 'move', pointerId, x, y });
const up = (pointerId = 1): LongPressEvent => ({ type: 'up', pointerId });
const cancel = (pointerId = 1): LongPressEvent => ({ type: 'cancel', pointerId });
const timeout: LongPressEvent = { type: 'timeout' };
const click: LongPressEvent = { type: 'click' };
const dismiss: LongPressEvent = { type: 'dismiss' };

const run = (...events: LongPressEvent[]): LongPressState => events.reduce(longPressStep, LONG_PRESS_IDLE);

/** What the control does in a state: tooltip shown, timer running, click swallowed, menu blocked. */
const effects = (state: LongPressState) => ({
  shows: longPressShows(state),
  timing: longPressTiming(state),
  swallowsClick: longPressSwallowsClick(state),
  blocksContextMenu: longPressBlocksContextMenu(state),
});

describe('long press constants', () => {
  it('uses the usual touch long press (500 ms) and a 10 px drift', () => {
    expect({ LONG_PRESS_MS, LONG_PRESS_MOVE_TOLERANCE_PX }).toEqual({
      LONG_PRESS_MS: 500,
      LONG_PRESS_MOVE_TOLERANCE_PX: 10,
    });
  });
});

describe('longPressStep', () => {
  it('starts the timer when a finger goes down, without showing anything yet', () => {
    const state = run(down());
    expect(state).toEqual({ phase: 'pressing', pointerId: 1, x: 100, y: 100 });
    expect(effects(state)).toEqual({
      shows: false,
      timing: true,
      swallowsClick: false,
      blocksContextMenu: true,
    });
  });

  it('shows the tooltip when the timer fires with the finger still down, and swallows the release', () => {
    const held = run(down(), timeout);
    expect(effects(held)).toEqual({
      shows: true,
      timing: false,
      swallowsClick: true,
      blocksContextMenu: true,
    });
    const released = longPressStep(held, up());
    expect(released).toEqual({ phase: 'released', swallowClick: true });
    expect(effects(released)).toEqual({
      shows: true,
      timing: false,
      swallowsClick: true,
      blocksContextMenu: false,
    });
  });

  it('swallows only the one click of the release; the tooltip stays to be read', () => {
    const afterClick = run(down(), timeout, up(), click);
    expect(afterClick).toEqual({ phase: 'released', swallowClick: false });
    expect(effects(afterClick)).toMatchObject({ shows: true, swallowsClick: false });
  });

  it('leaves a short tap alone: no tooltip, the click presses the control', () => {
    const state = run(down(), up());
    expect(state).toBe(LONG_PRESS_IDLE);
    expect(effects(longPressStep(state, click))).toEqual({
      shows: false,
      timing: false,
      swallowsClick: false,
      blocksContextMenu: false,
    });
  });

  test.each([
    ['a mouse', { pointerType: 'mouse' }],
    ["a pen's barrel button", { pointerType: 'pen', button: 2 }],
    ['a right-click', { pointerType: 'mouse', button: 2 }],
  ])('ignores %s (the hover tooltip and the context menu are theirs)', (_name, fields) => {
    const state = run(down(fields));
    expect(state).toBe(LONG_PRESS_IDLE);
    expect(effects(run(down(fields), timeout))).toMatchObject({ shows: false, blocksContextMenu: false });
  });

  it('takes a pen as a finger', () => {
    expect(effects(run(down({ pointerType: 'pen' }), timeout))).toMatchObject({ shows: true });
  });

  test.each([
    ['within the drift', 100 + LONG_PRESS_MOVE_TOLERANCE_PX, 100, 'pressing'],
    ['diagonally within it', 107, 107, 'pressing'],
    ['past it sideways (a swipe)', 100 + LONG_PRESS_MOVE_TOLERANCE_PX + 1, 100, 'idle'],
    ['past it down (a scroll)', 100, 89, 'idle'],
    ['diagonally past it', 108, 108, 'idle'],
  ] as const)('a finger moving %s: %s', (_name, x, y, phase) => {
    expect(run(down(), move(x, y)).phase).toBe(phase);
  });

  it('keeps the same state object when a move changes nothing', () => {
    const pressing = run(down());
    expect(longPressStep(pressing, move(102, 101))).toBe(pressing);
    expect(longPressStep(pressing, move(300, 300, 2))).toBe(pressing);
    expect(longPressStep(LONG_PRESS_IDLE, move(300, 300))).toBe(LONG_PRESS_IDLE);
  });

  it('a press called off by moving shows nothing when the timer would have fired, and lets the click through', () => {
    const state = run(down(), move(100, 140), timeout);
    expect(state).toBe(LONG_PRESS_IDLE);
    expect(longPressSwallowsClick(state)).toBe(false);
  });

  it('once shown, a drifting finger keeps the tooltip', () => {
    expect(run(down(), timeout, move(160, 100))).toEqual({ phase: 'held', pointerId: 1 });
  });

  it('a pointercancel (the browser pans) calls the press off before the timer', () => {
    expect(run(down(), cancel())).toBe(LONG_PRESS_IDLE);
  });

  it('a pointercancel after the tooltip showed keeps it, and still swallows a click', () => {
    expect(run(down(), timeout, cancel())).toEqual({ phase: 'released', swallowClick: true });
  });

  it("another pointer's release or cancel is not this press's", () => {
    const pressing = run(down());
    expect(longPressStep(pressing, up(2))).toBe(pressing);
    expect(longPressStep(pressing, cancel(2))).toBe(pressing);
    const held = run(down(), timeout);
    expect(longPressStep(held, up(2))).toBe(held);
  });

  it("the browser's own long press (a contextmenu) counts as the timer", () => {
    expect(run(down(), timeout)).toEqual({ phase: 'held', pointerId: 1 });
    expect(run(timeout)).toBe(LONG_PRESS_IDLE);
  });

  test.each([
    ['while pressing', [down()]],
    ['while held (a second finger, a pinch)', [down(), timeout]],
    ['after the release', [down(), timeout, up()]],
    ['after the swallowed click', [down(), timeout, up(), click]],
  ] as const)('a dismissal (press elsewhere, scroll, key) %s hides everything', (_name, events) => {
    const state = longPressStep(run(...events), dismiss);
    expect(state).toBe(LONG_PRESS_IDLE);
    expect(effects(state)).toEqual({
      shows: false,
      timing: false,
      swallowsClick: false,
      blocksContextMenu: false,
    });
  });

  it('a new press of a finger after the tooltip starts over', () => {
    expect(run(down(), timeout, up(), down({ pointerId: 7, x: 5, y: 6 }))).toEqual({
      phase: 'pressing',
      pointerId: 7,
      x: 5,
      y: 6,
    });
  });

  it('a mouse press after the tooltip hides it', () => {
    expect(run(down(), timeout, up(), down({ pointerType: 'mouse' }))).toBe(LONG_PRESS_IDLE);
  });
});
