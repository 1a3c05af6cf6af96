import type { MouseEvent, Ref } from 'react';
import { usePressAndHold } from '../hooks/usePressAndHold';
import classes from './TechnicianButton.module.css';

/**
 * The top-left corner that opens the technician panel. A finger or a mouse must press and hold
 * it (a passer-by's tap does nothing); Enter or Space opens it at once, since a keyboard on a wall
 * display is a technician's (docs/kiosk.md). Their click, as an assistive technology's, comes
 * with no pointer press (`detail` 0); a pointer's release after a press does not open it.
 */
export function TechnicianButton({ onOpen, ref }: { onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  const pressAndHold = usePressAndHold(onOpen);
  const openFromKeyboard = (event: MouseEvent) => {
    if (event.detail === 0) onOpen();
  };
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Technician panel (press and hold)"
      className={classes.button}
      {...pressAndHold}
      onClick={openFromKeyboard}
    />
  );
}
