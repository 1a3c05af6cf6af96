/**
 * The second (third…) click of a double click or a double tap. The browser counts clicks at one
 * spot whatever element is under them, so a control that appears where the user has just pressed
 * (Cancel in Edit's place, a popup over the tile that opened it) gets `detail` 2. Such a control
 * ignores it: a double tap must not undo or overshoot its first tap (walkthrough 32, O5). Keys and
 * assistive technology click with 0, a single press with 1.
 */
export const isRepeatClick = (event: { detail: number }): boolean => event.detail > 1;
