import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpEndpoints } from '../../contracts/help-api';
import { ApiError } from '../../core/api/api-error';
import { jsonAnswer, serveApi, setUpTestApi } from '../../core/api/app-api.testkit';
import { readCached, writeCached } from '../../core/cache/cache-store';
import { cacheKey } from '../../core/cache/model/cache-key';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { sendTutorialFinished } from './finished-tutorials';

const record = (tutorialId: number, pageName?: string) =>
  ({
    id: `record-${tutorialId}`,
    kind: 'tutorialFinished',
    userId: 7,
    payload: { tutorialId, pageName },
  }) as Parameters<typeof sendTutorialFinished>[0];

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

  it('marks it again in the cached page help once the server has it: a read answered before that must not make it new again', async () => {
    const owner = { userId: 7, accountId: 1001 };
    // What a read sent as the connection came back stored: the server did not have the finish yet.
    await writeCached(
      owner,
      'pageHelp:home',
      { helps: [], tutorials: [], agent: null, finishedTutorialIds: [] },
      Date.now(),
    );
    serveApi({ 'PUT Help/Tutorials/4/Finished': () => new Response(null, { status: 204 }) });
    await sendTutorialFinished(record(4, 'home'));
    const cached = await readCached(cacheKey(owner, 'pageHelp:home'), helpEndpoints.pageHelp.response);
    expect(cached?.value.finishedTutorialIds).toEqual([4]);
  });
});
