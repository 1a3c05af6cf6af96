import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/api-error';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { sendTutorialFinished } from './finished-tutorials';

const record = (tutorialId: number) =>
  ({ id: `record-${tutorialId}`, kind: 'tutorialFinished', payload: { tutorialId } }) as Parameters<
    typeof sendTutorialFinished
  >[0];

beforeEach(() => {
  setUpTestApi();
  signInAs(7, 1001);
});
afterEach(() => {
  vi.useRealTimers();
  signOutForTest();
});

describe('sendTutorialFinished', () => {
  it('is done when the tutorial was deleted meanwhile (404): nothing is left to remember', async () => {
    const requests = serveApi({
      'PUT Help/Tutorials/1/Finished': () => jsonAnswer({ message: 'There is no tutorial 1.' }, 404),
    });
    await expect(sendTutorialFinished(record(1))).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT Help/Tutorials/1/Finished',
    ]);
  });

  it('still fails on other refusals, for the outbox to retry or set aside', async () => {
    serveApi({ 'PUT Help/Tutorials/2/Finished': () => jsonAnswer({ message: 'Busy' }, 503) });
    await expect(sendTutorialFinished(record(2))).rejects.toBeInstanceOf(ApiError);
    // A 403 is asked again twice, after the request layer's pauses: a fake clock runs them.
    vi.useFakeTimers();
    const forbidden = serveApi({ 'PUT Help/Tutorials/3/Finished': () => jsonAnswer({ message: 'No' }, 403) });
    const refused = expect(sendTutorialFinished(record(3))).rejects.toMatchObject({ status: 403 });
    await vi.runAllTimersAsync();
    await refused;
    expect(forbidden).toHaveLength(3);
  });
});
