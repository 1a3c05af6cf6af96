import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CONTRACT_MESSAGE } from '../api/api-error';
import { signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb, reopenPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { jsonBytes } from './model/json-bytes';
import type { OutboxKind } from './model/outbox-kinds';
import { RecordRejectedError } from './model/send-failures';
import { enqueue } from './outbox';
import {
  dismissal,
  favorites,
  outboxRecordOf,
  pendingRecords,
  queueOffline,
  usage,
  usageRecord,
} from './outbox.testkit';
import { deadLettersOf, readLastSync } from './outbox-store';
import { REPLAY_PAGE, replay } from './replay';
import { registerBatchSender, registerSender } from './senders';
import { onRecordSetAside } from './set-aside-events';

/** `appUrl`: a usage record's url, or `/notification-{id}` for a dismissal. */
type Sent = { kind: OutboxKind; id: string; appUrl?: string };

const sentLabel = (payload: object): string | undefined => {
  if ('appUrl' in payload) return String(payload.appUrl);
  return 'id' in payload ? `/notification-${payload.id}` : undefined;
};

/** Registers senders that record what they were given and fail when the script says so. */
function recordingSenders(failWith: (sent: Sent, attempt: number) => unknown = () => undefined) {
  const sent: Sent[] = [];
  const attempts = new Map<string, number>();
  const sender = (kind: OutboxKind) =>
    registerSender(kind, async (record) => {
      const entry: Sent = {
        kind,
        id: record.id,
        appUrl: sentLabel(record.payload),
      };
      const attempt = (attempts.get(record.id) ?? 0) + 1;
      attempts.set(record.id, attempt);
      sent.push(entry);
      const failure = failWith(entry, attempt);
      if (failure !== undefined) throw failure;
    });
  unregister.push(sender('usage'), sender('favorites'), sender('notificationDismissal'));
  return sent;
}

const unregister: Array<() => void> = [];

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await replay();
  for (const stop of unregister.splice(0)) stop();
  // A set-aside record's notice stays in Mantine's store, which the files of a worker share.
  notifications.clean();
  signOutForTest();
  vi.restoreAllMocks();
});

describe('outbox replay', () => {
  it('sends records first in, first out, and records the last successful sync', async () => {
    const sent = recordingSenders();
    await queueOffline(usage(1), usage(2), usage(3));
    const before = Date.now();
    await replay();
    expect(sent.map((s) => s.appUrl)).toEqual(['/app-1', '/app-2', '/app-3']);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    expect(await readLastSync(1)).toBeGreaterThanOrEqual(before);
  });

  it('sends each record with the same client id on every attempt', async () => {
    const sent = recordingSenders((_, attempt) =>
      attempt === 1 ? new ApiError('http', 'Busy', 503) : undefined,
    );
    const [queued] = await queueOffline(usage(1));
    await replay();
    await replay({ force: true });
    expect(sent.map((s) => s.id)).toEqual([queued?.id, queued?.id]);
    expect(queued?.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('stops a lane at its first retryable failure, keeping the order behind it', async () => {
    const sent = recordingSenders((s) =>
      s.appUrl === '/app-2' ? new ApiError('http', 'Down', 500) : undefined,
    );
    await queueOffline(usage(1), usage(2), usage(3), favorites(7));
    const before = Date.now();
    // Forced (the connection just came back): the lane rule alone must hold record 3 back.
    await replay({ force: true });
    expect(sent.map((s) => s.appUrl ?? s.kind)).toEqual(['/app-1', '/app-2', 'favorites']);
    const [failed, behind, ...rest] = await pendingRecords(1);
    expect(rest).toEqual([]);
    expect(failed).toMatchObject({ attempts: 1, lastError: '500: Down', sendingSince: null });
    expect(failed?.nextAttemptAt).toBeGreaterThan(before);
    expect(behind).toMatchObject({ attempts: 0, payload: { appUrl: '/app-3' } });
  });

  it('stops the whole pass when the network is gone', async () => {
    const sent = recordingSenders(() => new ApiError('network', 'offline'));
    await queueOffline(usage(1), favorites(7));
    await replay();
    expect(sent).toHaveLength(1);
    await expect(pendingRecords(1)).resolves.toHaveLength(2);
  });

  it('waits for the backoff unless the connection has just come back', async () => {
    const sent = recordingSenders((_, attempt) =>
      attempt === 1 ? new ApiError('http', 'Busy', 429) : undefined,
    );
    await queueOffline(usage(1));
    await replay();
    await replay();
    expect(sent).toHaveLength(1);
    await replay({ force: true });
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['HTTP 400', new ApiError('http', 'App name is required', 400), '400: App name is required'],
    [
      'HTTP 403',
      new ApiError('http', "You don't have access to this app!", 403),
      "403: You don't have access to this app!",
    ],
    ['HTTP 422', new ApiError('http', 'Unknown app', 422), '422: Unknown app'],
    ['an invalid request body', new ApiError('contract', 'Text is required'), 'Text is required'],
  ])(
    "sets a user's change aside with its reason on %s and goes on with the next",
    async (_name, error, reason) => {
      const sent = recordingSenders((s) => (s.appUrl === '/notification-1' ? error : undefined));
      await queueOffline(dismissal(1), dismissal(2));
      await replay();
      expect(sent.map((s) => s.appUrl)).toEqual(['/notification-1', '/notification-2']);
      await expect(pendingRecords(1)).resolves.toEqual([]);
      const [letter, ...others] = await deadLettersOf(1);
      expect(others).toEqual([]);
      expect(letter).toMatchObject({ reason, record: { payload: { id: 1 }, kind: 'notificationDismissal' } });
    },
  );

  it.each([
    [
      'a role no longer held',
      new RecordRejectedError('Invalid usage record: record.roleID: role 3 is not one of your roles.'),
    ],
    [
      'an app no longer in the menu',
      new RecordRejectedError(
        "Invalid usage record: record.appName: 'Market Rates' (Apps) at /market-rates is not an app of your menu.",
      ),
    ],
    ['HTTP 403', new ApiError('http', "You don't have access to this app!", 403)],
  ])(
    'drops a usage record refused for %s with a console warning: never set aside for the user',
    async (_name, error) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const heard: string[] = [];
      unregister.push(onRecordSetAside((letter) => heard.push(letter.reason)));
      const sent = recordingSenders((s) => (s.appUrl === '/app-1' ? error : undefined));
      const [refused] = await queueOffline(usage(1), usage(2));
      await replay();
      await replay({ force: true });
      expect(sent.map((s) => s.appUrl)).toEqual(['/app-1', '/app-2']);
      await expect(pendingRecords(1)).resolves.toEqual([]);
      await expect(deadLettersOf(1)).resolves.toEqual([]);
      expect(heard).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`usage record ${refused?.id} was refused and dropped: `),
        error,
      );
    },
  );

  it.each([
    ['HTTP 408', new ApiError('http', 'Timeout', 408)],
    ['HTTP 429', new ApiError('http', 'Slow down', 429)],
    ['HTTP 500', new ApiError('http', 'Oops', 500)],
    ['HTTP 503', new ApiError('http', 'Maintenance', 503)],
    ['no network', new ApiError('network', 'offline')],
    ['a hub not connected', new Error('Cannot send data')],
  ])('keeps a record for a retry on %s, never setting it aside', async (_name, error) => {
    recordingSenders(() => error);
    await queueOffline(usage(1));
    for (let pass = 0; pass < 3; pass += 1) await replay({ force: true });
    const [record] = await pendingRecords(1);
    expect(record?.attempts).toBeGreaterThanOrEqual(1);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
  });

  it('leaves a record untouched when the session expires while sending it', async () => {
    const sent = recordingSenders(
      () => new ApiError('sessionExpired', 'Session expired, please re-login!', 401),
    );
    await queueOffline(usage(1), usage(2));
    await replay();
    expect(sent).toHaveLength(1);
    const records = await pendingRecords(1);
    expect(records.map((r) => [r.attempts, r.sendingSince])).toEqual([
      [0, null],
      [0, null],
    ]);
  });

  it('keeps queued records across a reload (a new Dexie instance) and sends them then', async () => {
    const [queued] = await queueOffline(usage(1));
    reopenPortalDb();
    const sent = recordingSenders();
    await replay();
    expect(sent).toEqual([{ kind: 'usage', id: queued?.id, appUrl: '/app-1' }]);
  });

  it('sends only the signed-in user their own records', async () => {
    await queueOffline(usage(1));
    signInAs(2, 5);
    const sent = recordingSenders();
    await replay();
    expect(sent).toEqual([]);
    await expect(pendingRecords(1)).resolves.toHaveLength(1);
  });

  it('reads a long queue stretch by stretch: every record once, in order, past other users’ rows', async () => {
    // More than one stretch of the user's lane, with another user's rows among them.
    const rows = Array.from({ length: 2 * REPLAY_PAGE }, (_, n) =>
      outboxRecordOf(...usage(n), n % 7 ? 1 : 2),
    );
    await portalDb().outbox.bulkAdd(rows);
    const late = outboxRecordOf(...usage(9999), 1);
    const sent: string[] = [];
    unregister.push(
      registerSender('usage', async (record) => {
        sent.push(record.payload.appUrl);
        // Queued while the first stretch goes out: the second, still unread, holds it.
        if (sent.length === 1) await portalDb().outbox.add(late);
      }),
    );
    await replay();
    const own = rows.filter((row) => row.userId === 1).concat(late);
    expect(sent).toEqual(own.map((row) => (row.payload as { appUrl: string }).appUrl));
    await expect(pendingRecords(1)).resolves.toEqual([]);
    await expect(pendingRecords(2)).resolves.toHaveLength(rows.length + 1 - own.length);
  });

  describe('a batch sender with two calls in flight', () => {
    /**
     * A transport as the usage hub is: calls of 2 records, a call following a failed one refused.
     * A call is answered once the next one is on its way (or when it carries `lastUrl`), so two
     * are in flight whenever the replay sends the next before the answer.
     */
    function pipelinedSender(failCall: number, lastUrl: string) {
      const stored: string[] = [];
      const calls: boolean[] = [];
      const unanswered: Array<() => void> = [];
      let most = 0;
      let previousFailed = false;
      unregister.push(
        registerBatchSender('usage', {
          maxRecords: 2,
          inFlight: 2,
          send: async (records, { followsPrevious }) => {
            calls.push(followsPrevious);
            const call = calls.length;
            const answered = new Promise<void>((resolve) => unanswered.push(resolve));
            most = Math.max(most, unanswered.length);
            if (unanswered.length === 2) unanswered.shift()?.();
            if (records.some((record) => record.payload.appUrl === lastUrl))
              for (const answer of unanswered.splice(0)) answer();
            await answered;
            if (followsPrevious && previousFailed)
              throw new Error('The batch before this one was not stored');
            previousFailed = call === failCall;
            if (previousFailed) throw new ApiError('http', 'Oops', 500);
            stored.push(...records.map((record) => record.payload.appUrl));
            return records.map(() => undefined);
          },
        }),
      );
      return { stored, calls, most: () => most };
    }

    it('keeps the next call on its way while one is answered; every record once, in order', async () => {
      const sender = pipelinedSender(0, '/app-5');
      await queueOffline(usage(1), usage(2), usage(3), usage(4), usage(5));
      await replay();
      expect(sender.stored).toEqual(['/app-1', '/app-2', '/app-3', '/app-4', '/app-5']);
      expect(sender.calls).toEqual([false, true, true]);
      expect(sender.most()).toBe(2);
      await expect(pendingRecords(1)).resolves.toEqual([]);
    });

    it('leaves the call behind a failed one untouched, and sends both again in order', async () => {
      const sender = pipelinedSender(2, '/app-6');
      await queueOffline(usage(1), usage(2), usage(3), usage(4), usage(5), usage(6));
      await replay();
      expect(sender.stored).toEqual(['/app-1', '/app-2']);
      const waiting = await pendingRecords(1);
      expect(waiting.map((record) => [record.payload, record.attempts])).toEqual([
        [expect.objectContaining({ appUrl: '/app-3' }), 1],
        [expect.objectContaining({ appUrl: '/app-4' }), 0],
        [expect.objectContaining({ appUrl: '/app-5' }), 0],
        [expect.objectContaining({ appUrl: '/app-6' }), 0],
      ]);
      await replay({ force: true });
      expect(sender.stored).toEqual(['/app-1', '/app-2', '/app-3', '/app-4', '/app-5', '/app-6']);
      await expect(pendingRecords(1)).resolves.toEqual([]);
    });
  });

  it("cuts a batch sender's calls to its maxBytes; a record over it by itself goes alone", async () => {
    const calls: string[][] = [];
    unregister.push(
      registerBatchSender('usage', {
        maxRecords: 10,
        maxBytes: 3 * jsonBytes(usageRecord(1)),
        send: async (records) => {
          calls.push(records.map((record) => record.payload.appUrl));
          return records.map(() => undefined);
        },
      }),
    );
    const long = { ...usageRecord(5), appUrl: `/app-5?${'q'.repeat(2000)}` };
    await queueOffline(usage(1), usage(2), usage(3), usage(4), ['usage', long], usage(6));
    await replay();
    expect(calls.map((urls) => urls.map((url) => url.slice(0, 6)))).toEqual([
      ['/app-1', '/app-2', '/app-3'],
      ['/app-4'],
      ['/app-5'],
      ['/app-6'],
    ]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it("never sends a record over the sender's maxRecordBytes: refused with the reason, the rest go on", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[][] = [];
    unregister.push(
      registerBatchSender('usage', {
        maxRecords: 10,
        maxRecordBytes: 4 * 1024,
        send: async (records) => {
          calls.push(records.map((record) => record.payload.appUrl));
          return records.map(() => undefined);
        },
      }),
    );
    const long = { ...usageRecord(2), appUrl: `/app-2?${'q'.repeat(5000)}` };
    await queueOffline(usage(1), ['usage', long], usage(3));
    await replay();
    expect(calls).toEqual([['/app-1', '/app-3']]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Outbox: usage record .+ was refused and dropped: Too large to send: 6 KB, the most is 4 KB\.$/,
      ),
      '',
    );
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('takes no room in a call for a record it drops as too large: the records after it go in the same call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[][] = [];
    unregister.push(
      registerBatchSender('usage', {
        maxRecords: 10,
        maxBytes: 3 * jsonBytes(usageRecord(1)),
        maxRecordBytes: 4 * 1024,
        send: async (records) => {
          calls.push(records.map((record) => record.payload.appUrl));
          return records.map(() => undefined);
        },
      }),
    );
    const long = { ...usageRecord(2), appUrl: `/app-2?${'q'.repeat(5000)}` };
    await queueOffline(usage(1), ['usage', long], usage(3), usage(4), usage(5));
    await replay();
    expect(calls).toEqual([['/app-1', '/app-3', '/app-4'], ['/app-5']]);
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('runs one replay at a time, however often it is asked', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let concurrent = 0;
    let most = 0;
    const sentIds: string[] = [];
    unregister.push(
      registerSender('usage', async (record) => {
        sentIds.push(record.id);
        concurrent += 1;
        most = Math.max(most, concurrent);
        await gate;
        concurrent -= 1;
      }),
    );
    const queued = await queueOffline(usage(1), usage(2));
    const runs = [replay(), replay(), replay({ force: true })];
    // Hold the first send open long enough for a second pass to reach the same record.
    await vi.waitFor(() => expect(concurrent).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all(runs);
    expect(most).toBe(1);
    expect(sentIds).toEqual(queued.map((record) => record.id));
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('skips a change replaced while the pass ran: only the newest favorites are sent', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sentFavorites: number[][] = [];
    let usageInFlight = false;
    unregister.push(
      registerSender('usage', () => {
        usageInFlight = true;
        return gate;
      }),
      registerSender('favorites', async (record) => {
        sentFavorites.push(record.payload.favorites);
      }),
    );
    await queueOffline(usage(1), favorites(1));
    const running = replay();
    await vi.waitFor(() => expect(usageInFlight).toBe(true));
    await enqueue('favorites', { favorites: [2] });
    release();
    await running;
    await replay();
    expect(sentFavorites).toEqual([[2]]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('lets records of a kind without a sender wait', async () => {
    unregister.push(registerSender('favorites', async () => {}));
    await queueOffline(usage(1), favorites(1));
    await replay();
    const waiting = await pendingRecords(1);
    expect(waiting.map((r) => r.kind)).toEqual(['usage']);
  });

  it('sets aside a stored record that no longer fits its contract, with the field, and goes on', async () => {
    const sent = recordingSenders();
    await portalDb().outbox.add(outboxRecordOf('notificationDismissal', { id: 'seven' }, 1));
    await queueOffline(dismissal(2));
    await replay();
    expect(sent.map((s) => s.appUrl)).toEqual(['/notification-2']);
    const [letter, ...others] = await deadLettersOf(1);
    expect(others).toEqual([]);
    expect(letter?.reason).toMatch(/^This record no longer matches what the server accepts \(id: .+\)\.$/);
    expect(letter?.record.payload).toMatchObject({ id: 'seven' });
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('drops a stored usage record that no longer fits its contract, and goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = recordingSenders();
    await portalDb().outbox.add(outboxRecordOf('usage', { ...usageRecord(1), appUrl: 42 }, 1));
    await queueOffline(usage(2));
    await replay();
    expect(sent.map((s) => s.appUrl)).toEqual(['/app-2']);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('sets aside a record of a kind this build does not know, never waiting for it for ever', async () => {
    const sent = recordingSenders();
    const heard: string[] = [];
    unregister.push(onRecordSetAside((letter) => heard.push(letter.reason)));
    await portalDb().outbox.add(outboxRecordOf('surveyAnswer', { answer: 3 }, 1));
    await queueOffline(usage(1));
    await replay();
    await replay({ force: true });
    expect(sent.map((s) => s.appUrl)).toEqual(['/app-1']);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    const [letter, ...others] = await deadLettersOf(1);
    expect(others).toEqual([]);
    expect(letter).toMatchObject({
      reason: "This app version cannot send records of kind 'surveyAnswer'.",
      record: { kind: 'surveyAnswer', payload: { answer: 3 } },
    });
    expect(heard).toEqual([letter?.reason]);
  });

  it('counts an unreadable 2xx answer as delivered: the server applied the record', async () => {
    const sent = recordingSenders((s) =>
      s.appUrl === '/app-1' ? new ApiError('contract', CONTRACT_MESSAGE, 200) : undefined,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await queueOffline(usage(1), usage(2));
    await replay();
    await replay({ force: true });
    expect(sent.map((s) => s.appUrl)).toEqual(['/app-1', '/app-2']);
    await expect(pendingRecords(1)).resolves.toEqual([]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
    expect(await readLastSync(1)).toBeDefined();
  });

  it('announces each record it sets aside, with the reason', async () => {
    recordingSenders(() => new ApiError('http', 'Unknown app', 422));
    const heard: string[] = [];
    unregister.push(onRecordSetAside((letter) => heard.push(`${letter.record.kind}: ${letter.reason}`)));
    await queueOffline(dismissal(1));
    await replay();
    expect(heard).toEqual(['notificationDismissal: 422: Unknown app']);
  });

  it('tells the user of a refused dismissal with its reason: it comes back in the bell (walkthrough 18)', async () => {
    recordingSenders(() => new ApiError('http', 'Unknown notification', 422));
    await queueOffline(dismissal(1));
    await replay();
    expect(notificationsStore.getState().notifications).toEqual([
      expect.objectContaining({
        title: 'Notification dismissal not accepted',
        message: '422: Unknown notification',
      }),
    ]);
  });
});
