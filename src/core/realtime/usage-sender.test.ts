import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyFailure } from '../outbox/model/classify-failure';
import { usageRecord } from '../outbox/outbox.testkit';
import type { OutboxRecord } from '../outbox/outbox-store';
import { HubNotConnectedError } from './managed-hub';
import { outboxErrorForHubFailure, usageDelivery } from './usage-sender';

const queued = (fields: Partial<OutboxRecord<'usage'>> = {}): OutboxRecord<'usage'> => ({
  seq: 1,
  id: 'record-1',
  kind: 'usage',
  payload: usageRecord(1),
  userId: 1,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  sendingSince: null,
  ...fields,
});

const hubAnswering = (
  invoke: (method: string, ...args: unknown[]) => Promise<unknown>,
  userId = 1,
  connected = true,
) => ({
  userId,
  invoke: vi.fn(invoke),
  isConnected: () => connected,
});

/** What the outbox does with the one record sent, for this hub behaviour. */
async function outcomeOf(hub: ReturnType<typeof hubAnswering>) {
  try {
    const [failure] = await usageDelivery(hub).send([queued()], { followsPrevious: false });
    return failure === undefined ? 'sent' : classifyFailure(failure);
  } catch (error) {
    return classifyFailure(error);
  }
}

const entries =
  (...answers: unknown[]) =>
  async () =>
    answers;

describe('usageDelivery', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('invokes SaveAppLogs once for the records, each id as its idempotency key, in order', async () => {
    const hub = hubAnswering(
      entries({ id: 'record-1', stored: true }, { id: 'record-2', stored: 'duplicate' }),
    );
    const records = [queued(), queued({ seq: 2, id: 'record-2', payload: usageRecord(2) })];
    await expect(usageDelivery(hub).send(records, { followsPrevious: false })).resolves.toEqual([
      undefined,
      undefined,
    ]);
    expect(hub.invoke).toHaveBeenCalledTimes(1);
    expect(hub.invoke).toHaveBeenCalledWith(
      'SaveAppLogs',
      [
        { id: 'record-1', record: usageRecord(1) },
        { id: 'record-2', record: usageRecord(2) },
      ],
      { followsPrevious: false },
    );
    expect(usageDelivery(hub).maxRecords).toBe(500);
  });

  it('says a call follows the one before it, so the hub refuses it behind a failed one; two in flight', async () => {
    const hub = hubAnswering(entries({ id: 'record-1', stored: true }));
    await usageDelivery(hub).send([queued()], { followsPrevious: true });
    expect(hub.invoke).toHaveBeenCalledWith('SaveAppLogs', [{ id: 'record-1', record: usageRecord(1) }], {
      followsPrevious: true,
    });
    expect(usageDelivery(hub).inFlight).toBe(2);
  });

  it('is ready only while the hub is connected: until then the outbox leaves the records alone', () => {
    expect(usageDelivery(hubAnswering(entries(), 1, true)).ready?.()).toBe(true);
    expect(usageDelivery(hubAnswering(entries(), 1, false)).ready?.()).toBe(false);
  });

  it('sets aside only the record the server refused, with its reason', async () => {
    const hub = hubAnswering(
      entries(
        { id: 'record-1', error: 'Invalid usage record: record.appUrl: Invalid input' },
        { id: 'record-2', stored: true },
      ),
    );
    const [refused, stored] = await usageDelivery(hub).send(
      [queued(), queued({ seq: 2, id: 'record-2', payload: usageRecord(2) })],
      { followsPrevious: false },
    );
    expect(classifyFailure(refused)).toBe('deadLetter');
    expect(refused).toMatchObject({ message: 'Invalid usage record: record.appUrl: Invalid input' });
    expect(stored).toBeUndefined();
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['stored', entries({ id: 'record-1', stored: true }), 'sent'],
    ['already stored (a repeat)', entries({ id: 'record-1', stored: 'duplicate' }), 'sent'],
    [
      'refused as invalid',
      async () => {
        throw new Error('Invalid usage record: record.appUrl: Invalid input');
      },
      'deadLetter',
    ],
    [
      'not connected',
      async () => {
        throw new HubNotConnectedError('The usage hub is not connected.');
      },
      'retry',
    ],
    [
      'losing the connection mid-call',
      async () => {
        throw new Error('Invocation canceled due to the underlying connection being closed.');
      },
      'retry',
    ],
    [
      'failing on the server',
      async () => {
        throw new Error('The server could not save the usage log. Try again later.');
      },
      'retry',
    ],
    ['answering something unreadable (it completed: saved)', async () => ({ saved: 'yes' }), 'sent'],
    ['answering for another id', entries({ id: 'record-2', stored: true }), 'deadLetter'],
    ['answering for fewer records', entries(), 'deadLetter'],
  ])('when the hub is %s: %s', async (_case, invoke, expected) => {
    expect(await outcomeOf(hubAnswering(invoke))).toBe(expected);
  });

  it('leaves a record of another user waiting (retry), without invoking', async () => {
    const hub = hubAnswering(entries({ id: 'record-1', stored: true }), 2);
    expect(await outcomeOf(hub)).toBe('retry');
    expect(hub.invoke).not.toHaveBeenCalled();
  });
});

describe('outboxErrorForHubFailure', () => {
  it('keeps the server text as the dead-letter reason', () => {
    const error = outboxErrorForHubFailure(
      new Error('Invalid usage record: userID 2 is not the signed-in user.'),
    );
    expect(error).toMatchObject({
      name: 'RecordRejectedError',
      message: 'Invalid usage record: userID 2 is not the signed-in user.',
    });
  });

  it('passes other failures through untouched', () => {
    const error = new Error('boom');
    expect(outboxErrorForHubFailure(error)).toBe(error);
  });
});
