import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USAGE_BATCH_BYTES, USAGE_RECORD_MAX_BYTES } from '../../contracts/usage-hub-limits';
import { classifyFailure } from '../outbox/model/classify-failure';
import { usageRecord } from '../outbox/outbox.testkit';
import type { OutboxRecord } from '../outbox/outbox-store';
import { HubNotConnectedError } from './managed-hub';
import {
  outboxErrorForHubFailure,
  usageDelivery,
  usageDeliveryFor,
  usageRecordDelivery,
} from './usage-sender';

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

  it('keeps its calls to what a hub message holds, and never sends a record too large by itself', () => {
    const delivery = usageDelivery(hubAnswering(entries()));
    expect(delivery.maxBytes).toBe(USAGE_BATCH_BYTES);
    expect(delivery.maxRecordBytes).toBe(USAGE_RECORD_MAX_BYTES);
  });

  it('leaves a record of another user waiting (retry), without invoking', async () => {
    const hub = hubAnswering(entries({ id: 'record-1', stored: true }), 2);
    expect(await outcomeOf(hub)).toBe('retry');
    expect(hub.invoke).not.toHaveBeenCalled();
  });
});

describe("usageRecordDelivery (the 'record' form of S1 §7)", () => {
  /** What the outbox does with the one record sent in the 'record' form, for this hub behaviour. */
  async function recordOutcomeOf(hub: ReturnType<typeof hubAnswering>) {
    try {
      const [failure] = await usageRecordDelivery(hub).send([queued()], { followsPrevious: false });
      return failure === undefined ? 'sent' : classifyFailure(failure);
    } catch (error) {
      return classifyFailure(error);
    }
  }

  it('invokes SaveAppLog with the bare record, one record per call, one call in flight', async () => {
    const hub = hubAnswering(async () => undefined);
    const delivery = usageRecordDelivery(hub);
    await expect(delivery.send([queued()], { followsPrevious: false })).resolves.toEqual([undefined]);
    expect(hub.invoke).toHaveBeenCalledTimes(1);
    expect(hub.invoke).toHaveBeenCalledWith('SaveAppLog', usageRecord(1));
    expect(delivery.maxRecords).toBe(1);
    expect(delivery.inFlight).toBe(1);
  });

  it('is ready only while the hub is connected', () => {
    expect(usageRecordDelivery(hubAnswering(entries(), 1, true)).ready?.()).toBe(true);
    expect(usageRecordDelivery(hubAnswering(entries(), 1, false)).ready?.()).toBe(false);
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['completing without a result', async () => undefined, 'sent'],
    ["answering the reference server's { id, stored }", async () => ({ id: 'srv-1', stored: true }), 'sent'],
    ['answering anything else (it completed: delivered)', async () => 'OK', 'sent'],
    [
      'refused as invalid',
      async () => {
        throw new Error('Invalid usage record: appUrl: Invalid input');
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
      'failing on the server',
      async () => {
        throw new Error('The server could not save the usage log. Try again later.');
      },
      'retry',
    ],
  ])('when the hub is %s: %s', async (_case, invoke, expected) => {
    expect(await recordOutcomeOf(hubAnswering(invoke))).toBe(expected);
  });

  it('never sends a record too large for a hub message by itself', () => {
    expect(usageRecordDelivery(hubAnswering(entries())).maxRecordBytes).toBe(USAGE_RECORD_MAX_BYTES);
  });

  it('keeps the refusal text as the reason the record was set aside', async () => {
    const hub = hubAnswering(async () => {
      throw new Error('Invalid usage record: appUrl: Invalid input');
    });
    const [refused] = await usageRecordDelivery(hub).send([queued()], { followsPrevious: false });
    expect(refused).toMatchObject({
      name: 'RecordRejectedError',
      message: 'Invalid usage record: appUrl: Invalid input',
    });
  });

  it('given several records, sends them in turn and stops at a failure: none overtakes it', async () => {
    const hub = hubAnswering(async (_method, record) => {
      if ((record as { appUrl: string }).appUrl === usageRecord(2).appUrl) throw new Error('Server fault');
    });
    const records = [1, 2, 3].map((n) => queued({ seq: n, id: `record-${n}`, payload: usageRecord(n) }));
    const [first, second, third] = await usageRecordDelivery(hub).send(records, { followsPrevious: false });
    expect(first).toBeUndefined();
    expect(classifyFailure(second)).toBe('retry');
    expect(classifyFailure(third)).toBe('retry');
    expect(hub.invoke).toHaveBeenCalledTimes(2);
  });

  it("is the deployment's choice: 'record' sends bare records, 'batch' (the default) batches", async () => {
    const hub = hubAnswering(async () => [{ id: 'record-1', stored: true }]);
    await usageDeliveryFor('record', hub).send([queued()], { followsPrevious: false });
    await usageDeliveryFor('batch', hub).send([queued()], { followsPrevious: false });
    expect(hub.invoke.mock.calls.map(([method]) => method)).toEqual(['SaveAppLog', 'SaveAppLogs']);
  });

  it('leaves a record of another user waiting (retry), without invoking', async () => {
    const hub = hubAnswering(async () => undefined, 2);
    expect(await recordOutcomeOf(hub)).toBe('retry');
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
