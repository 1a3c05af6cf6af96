import { Alert } from '@mantine/core';
import { type RefObject, useRef } from 'react';
import { useFocusLanding } from '../../../core/ui/useFocusLanding';

const OFFLINE_SETTINGS_HINT = 'You are offline. Settings can be changed again once the connection is back.';

/**
 * Why a view's controls are disabled offline, and where a focus they lose goes: the connection
 * going disables the control under the focus, which fell to the page's body, so the next Tab left
 * the modal drawer for the page under it (walkthrough 32, D1). Focusable by script only.
 */
export function OfflineSettingsHint() {
  return (
    <Alert color="yellow" tabIndex={-1} data-focus-landing>
      {OFFLINE_SETTINGS_HINT}
    </Alert>
  );
}

/**
 * For a settings view (its root, with `tabIndex={-1}`): a focus lost in it, a control disabled as
 * the connection goes, lands on the offline hint; the hint itself going with the focus (the
 * connection back) leaves it on the view. Only a lost focus is moved (`useFocusLanding`).
 */
export function useSettingsViewKeepsFocus<T extends HTMLElement>(): RefObject<T | null> {
  const view = useRef<T>(null);
  useFocusLanding(view, true);
  return view;
}
