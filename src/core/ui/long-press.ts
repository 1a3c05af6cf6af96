/**
 * The long press that shows a tooltip to a finger or a pen (no hover there): the rules, pure, for
 * `useLongPress`. A press held still for `LONG_PRESS_MS` shows the tooltip; the release after it
 * does not press the control (its click is swallowed); a short tap presses it as before; a finger
 * that moves (a scroll) or a second finger (a pinch) calls the press off. After the release the
 * tooltip stays until the next press anywhere, a scroll or a key: it is there to be read (WCAG
 * 1.4.13, persistent). A mouse is left alone: it has the hover tooltip.
 */

/** How long a finger rests on a control before its tooltip shows: the usual touch long press. */
export const LONG_PRESS_MS = 500;
/** How far (CSS px) a finger may drift during the press before it counts as a scroll. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

export type LongPressState =
  /** No press of a finger or pen. */
  | { readonly phase: 'idle' }
  /** A finger or pen is down, still: the timer runs. */
  | { readonly phase: 'pressing'; readonly pointerId: number; readonly x: number; readonly y: number }
  /** The timer fired with the finger still down: the tooltip shows, the release will not press. */
  | { readonly phase: 'held'; readonly pointerId: number }
  /** Released after a long press: the tooltip stays; `swallowClick` until the release's click came. */
  | { readonly phase: 'released'; readonly swallowClick: boolean };

export type LongPressEvent =
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly pointerType: string;
      readonly button: number;
      readonly x: number;
      readonly y: number;
    }
  | { readonly type: 'move'; readonly pointerId: number; readonly x: number; readonly y: number }
  | { readonly type: 'up'; readonly pointerId: number }
  /** The browser took the pointer over (pointercancel: a pan, a gesture of its own). */
  | { readonly type: 'cancel'; readonly pointerId: number }
  /** The timer fired, or the browser's own long press said so (a contextmenu event). */
  | { readonly type: 'timeout' }
  | { readonly type: 'click' }
  /** A press elsewhere, a scroll, a key: the tooltip goes, nothing is swallowed any more. */
  | { readonly type: 'dismiss' };

export const LONG_PRESS_IDLE: LongPressState = { phase: 'idle' };

const fingerOrPen = (pointerType: string) => pointerType === 'touch' || pointerType === 'pen';

/** The next state; the same object when the event changes nothing (so callers can skip work). */
export function longPressStep(state: LongPressState, event: LongPressEvent): LongPressState {
  switch (event.type) {
    case 'down':
      // A primary press of a finger or a pen starts over, whatever was shown; a mouse, a pen's
      // barrel button, an eraser do not.
      if (!fingerOrPen(event.pointerType) || event.button !== 0) return idle(state);
      return { phase: 'pressing', pointerId: event.pointerId, x: event.x, y: event.y };
    case 'move':
      if (state.phase !== 'pressing' || state.pointerId !== event.pointerId) return state;
      return Math.hypot(event.x - state.x, event.y - state.y) > LONG_PRESS_MOVE_TOLERANCE_PX
        ? LONG_PRESS_IDLE
        : state;
    case 'up':
      if (state.phase === 'pressing' && state.pointerId === event.pointerId) return LONG_PRESS_IDLE;
      if (state.phase === 'held' && state.pointerId === event.pointerId)
        return { phase: 'released', swallowClick: true };
      return state;
    case 'cancel':
      if (state.phase === 'pressing' && state.pointerId === event.pointerId) return LONG_PRESS_IDLE;
      // The tooltip was already shown: it stays to be read; no click follows a cancelled pointer,
      // but should one come it is still the long press's.
      if (state.phase === 'held' && state.pointerId === event.pointerId)
        return { phase: 'released', swallowClick: true };
      return state;
    case 'timeout':
      return state.phase === 'pressing' ? { phase: 'held', pointerId: state.pointerId } : state;
    case 'click':
      if (state.phase === 'held' || (state.phase === 'released' && state.swallowClick))
        return { phase: 'released', swallowClick: false };
      return state;
    case 'dismiss':
      return idle(state);
  }
}

const idle = (state: LongPressState) => (state.phase === 'idle' ? state : LONG_PRESS_IDLE);

/** Whether the tooltip is shown by the long press. */
export const longPressShows = (state: LongPressState): boolean =>
  state.phase === 'held' || state.phase === 'released';

/** Whether the long press's timer should be running. */
export const longPressTiming = (state: LongPressState): boolean => state.phase === 'pressing';

/** Whether a click now is the long press's release, and must not press the control. */
export const longPressSwallowsClick = (state: LongPressState): boolean =>
  state.phase === 'held' || (state.phase === 'released' && state.swallowClick);

/**
 * Whether the browser's context menu (a long-pressed link's menu, the text selection's) gives way
 * to the tooltip: while a finger or pen is down on the control.
 */
export const longPressBlocksContextMenu = (state: LongPressState): boolean =>
  state.phase === 'pressing' || state.phase === 'held';
