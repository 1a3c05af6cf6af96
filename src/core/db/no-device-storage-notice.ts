import { notifications } from '@mantine/notifications';

/*
 * Said once per page when the browser refuses IndexedDB (db.ts, `onPortalDbUnavailable`), where
 * 'Storage full' is said (a notice of the toast container). Loaded then, off the first screen.
 */

const NOTICE_ID = 'no-device-storage';
export const NO_DEVICE_STORAGE_TITLE = 'Offline use is off';
export const NO_DEVICE_STORAGE_MESSAGE =
  'This browser does not let the portal store data on this device, so offline use is off. ' +
  'Pages load from the network, and your changes are saved right away and need a connection.';

export function showNoDeviceStorageNotice(): void {
  notifications.show({
    id: NOTICE_ID,
    title: NO_DEVICE_STORAGE_TITLE,
    message: NO_DEVICE_STORAGE_MESSAGE,
    color: 'yellow',
    autoClose: false,
    withCloseButton: true,
  });
}
