import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/api-error';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { sendNotificationDismissal } from './data';

const record = (id: number) =>
  ({ id: `record-${id}`, kind: 'notificationDismissal', payload: { id } }) as Parameters<
    typeof sendNotificationDismissal
  >[0];

beforeEach(() => {
  setUpTestApi();
  signInAs(7, 1001);
});
afterEach(() => signOutForTest());

describe('sendNotificationDismissal', () => {
  it('is done when the notification was deleted at the server meanwhile (404), not set aside', async () => {
    const requests = serveApi({
      'POST Common/UserNotifications/9/Acknowledge': () =>
        jsonAnswer({ message: 'You have no notification 9.' }, 404),
    });
    await expect(sendNotificationDismissal(record(9))).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST Common/UserNotifications/9/Acknowledge',
    ]);
  });

  it('still fails on other answers, for the outbox to retry or set aside', async () => {
    serveApi({ 'POST Common/UserNotifications/10/Acknowledge': () => jsonAnswer({ message: 'Busy' }, 503) });
    await expect(sendNotificationDismissal(record(10))).rejects.toBeInstanceOf(ApiError);
  });
});
