import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of a button that opens a menu or popover: Escape on the button closes it
 * too. The part closes on Escape inside it, but a click leaves the focus on the button, and its
 * focus trap moves the focus in only a moment after it opens (on a timer, which the browser runs
 * after pending key presses): an Escape pressed then must close it all the same.
 */
export function escapeCloses(opened: boolean, onChange: (opened: boolean) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    onChange(false);
  };
}
