import { notifications } from '@mantine/notifications';

/*
 * What the user is told about the device's storage, in notices of the toast container. Loaded the
 * first time one is needed (start-outbox.ts), off the first screen: most visits need neither.
 */

const FULL_NOTICE_ID = 'outbox-storage-full';
export const STORAGE_FULL_TITLE = 'Storage full';
export const storageFullMessage = (held: number) =>
  `This device has no room to save ${held === 1 ? '1 change' : `${held} changes`}. ` +
  'Keep this tab open: they are kept here and saved as soon as there is room. ' +
  'Freeing space (other sites’ data, downloads) helps.';
export const STORAGE_BACK_MESSAGE = 'There is room again: every change is saved on this device.';

let fullShown = false;

/** While records wait for room (storage-full.ts), and once they are all stored. */
export function noticeHeldRecords(held: number): void {
  if (held > 0) {
    const notice = {
      id: FULL_NOTICE_ID,
      title: STORAGE_FULL_TITLE,
      message: storageFullMessage(held),
      color: 'red',
      autoClose: false as const,
      withCloseButton: false,
    };
    if (fullShown) notifications.update(notice);
    else notifications.show(notice);
    fullShown = true;
  } else if (fullShown) {
    notifications.update({
      id: FULL_NOTICE_ID,
      title: 'Saved',
      message: STORAGE_BACK_MESSAGE,
      color: 'green',
      autoClose: 5_000,
      withCloseButton: true,
    });
    fullShown = false;
  }
}

export const NO_DEVICE_STORAGE_TITLE = 'Offline use is off';
export const NO_DEVICE_STORAGE_MESSAGE =
  'This browser does not let the portal store data on this device, so offline use is off. ' +
  'Pages load from the network, and your changes are saved right away and need a connection.';

/** Once per page, when the browser refuses IndexedDB (core/db/db.ts). */
export function noticeNoDeviceStorage(): void {
  notifications.show({
    id: 'no-device-storage',
    title: NO_DEVICE_STORAGE_TITLE,
    message: NO_DEVICE_STORAGE_MESSAGE,
    color: 'yellow',
    autoClose: false,
    withCloseButton: true,
  });
}
