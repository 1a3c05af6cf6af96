import { Button, type ButtonProps, Loader, Text } from '@mantine/core';
import { type ComponentPropsWithoutRef, type MouseEvent, useId } from 'react';

export type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The action it started is running: presses do nothing, and it says so. */
    busy: boolean;
    /**
     * The action cannot run now (offline): said and ignored as while busy, without the loader.
     * Not `disabled`, which would drop the focus the same way.
     */
    off?: boolean;
  };

/**
 * A button whose action takes a while (a save, a check, a delete). While busy it keeps the
 * keyboard focus: it says it is busy (`aria-disabled`, a loader) and ignores presses, a form's
 * Enter included. Mantine's `loading` disables the button instead, and a disabled button loses the
 * focus to the page's body: the next Tab started from the top of the page, or left a modal for
 * the page under its overlay, and a failed save left the user nowhere (walkthrough 31, D1).
 */
export function BusyButton({ busy, off = false, onClick, leftSection, ...props }: BusyButtonProps) {
  const ignored = busy || off;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops the submission a submit button's press would start (Enter in a field).
    if (ignored) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      data-disabled={ignored || undefined}
      aria-disabled={ignored || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={press}
    />
  );
}

/**
 * Why a BusyButton is `off`, said where its user finds it (walkthrough 35, O2 and O4): a short
 * text to place beside the button, which is also the button's accessible description, so a
 * keyboard or screen-reader user who reaches it hears why (`off` keeps it in the Tab order; a
 * `disabled` button is skipped, its description never heard). Nothing when there is no reason.
 * Kept in this module: one of its own would be one more chunk name in the launcher's preload list.
 */
export function useOffReason(reason: string | undefined) {
  const id = useId();
  return {
    /** For the button's `aria-describedby`. */
    describedBy: reason ? id : undefined,
    /** The reason, to place beside the button. */
    reasonText: reason ? (
      <Text id={id} size="xs" c="dimmed">
        {reason}
      </Text>
    ) : null,
  };
}
