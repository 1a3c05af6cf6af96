import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
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
});
