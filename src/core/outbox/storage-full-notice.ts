import { notifications } from '@mantine/notifications';
import { onHeldRecordsChange } from './storage-full';

const NOTICE_ID = 'outbox-storage-full';
export const STORAGE_FULL_TITLE = 'Storage full';
export const storageFullMessage = (held: number) =>
  `This device has no room to save ${held === 1 ? '1 change' : `${held} changes`}. ` +
  'Keep this tab open: they are kept here and saved as soon as there is room. ' +
  'Freeing space (other sites’ data, downloads) helps.';
export const STORAGE_BACK_MESSAGE = 'There is room again: every change is saved on this device.';

/** Tells the user while records wait for room, and once they are all stored. */
export function showStorageFullNotices(): () => void {
  let shown = false;
  return onHeldRecordsChange((held) => {
    if (held > 0) {
      const notice = {
        id: NOTICE_ID,
        title: STORAGE_FULL_TITLE,
        message: storageFullMessage(held),
        color: 'red',
        autoClose: false as const,
        withCloseButton: false,
      };
      if (shown) notifications.update(notice);
      else notifications.show(notice);
      shown = true;
    } else if (shown) {
      notifications.update({
        id: NOTICE_ID,
        title: 'Saved',
        message: STORAGE_BACK_MESSAGE,
        color: 'green',
        autoClose: 5_000,
        withCloseButton: true,
      });
      shown = false;
    }
  });
}
