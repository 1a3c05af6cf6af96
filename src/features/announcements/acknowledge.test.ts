import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { acknowledgeAnnouncement } from './acknowledge';

beforeEach(() => {
  setUpTestApi();
  signInAs(7, 1001);
});
afterEach(() => signOutForTest());

describe('acknowledgeAnnouncement', () => {
  it('is done when the announcement was withdrawn at the server meanwhile (404): it is gone, as asked', async () => {
    const requests = serveApi({
      'POST Common/Announcements/4/Acknowledge': () =>
        jsonAnswer({ message: 'There is no announcement 4.' }, 404),
    });
    await expect(acknowledgeAnnouncement(4)).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST Common/Announcements/4/Acknowledge',
    ]);
  });

  it('still fails on other answers: the announcement stays and the user is told', async () => {
    serveApi({
      'POST Common/Announcements/5/Acknowledge': () => jsonAnswer({ message: 'Not allowed.' }, 400),
    });
    await expect(acknowledgeAnnouncement(5)).rejects.toMatchObject({ status: 400 });
  });
});
