import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, messageOf } from '../api/api-error';
import { TOAST_TIMEOUT_MS, toastError, toastSuccess } from './toasts';

describe('toasts (S1 §9, S2 §9)', () => {
  it.each([
    ['success', () => toastSuccess('Notes updated'), { message: 'Notes updated', color: 'green' }],
    [
      'error',
      () => toastError('Error occurred', "You don't have access to this app!"),
      { title: 'Error occurred', message: "You don't have access to this app!", color: 'red' },
    ],
  ])('asks Mantine for a %s toast that closes itself after 3000 ms', (_kind, show, shown) => {
    const spy = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    show();
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ ...shown, autoClose: 3000 }));
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    spy.mockRestore();
  });

  it('toasts a failed call, and nothing for a call dropped while signing out (S1 §4)', () => {
    const spy = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    toastError('Announcement not dismissed', messageOf(new ApiError('dropped', 'Signing out.')));
    expect(spy).not.toHaveBeenCalled();
    toastError('Announcement not dismissed', messageOf(new ApiError('http', 'Not found.', 404)));
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Announcement not dismissed', message: 'Not found.' }),
    );
    spy.mockRestore();
  });
});
