import { notifications } from '@mantine/notifications';

/** Toast timeout of S1 §9 and S2 §9. */
export const TOAST_TIMEOUT_MS = 3000;

/** No message, no toast: `messageOf` has none for a call dropped while signing out (S1 §4). */
export function toastError(title: string, message: string | undefined): void {
  if (message) notifications.show({ title, message, color: 'red', autoClose: TOAST_TIMEOUT_MS });
}

export function toastSuccess(message: string, title?: string): void {
  notifications.show({ title, message, color: 'green', autoClose: TOAST_TIMEOUT_MS });
}
