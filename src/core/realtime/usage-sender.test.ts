import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyFailure } from '../outbox/model/classify-failure';
import { usageRecord } from '../outbox/outbox.testkit';
import type { OutboxRecord } from '../outbox/outbox-store';
import { HubNotConnectedError } from './managed-hub';
import { outboxErrorForHubFailure, usageSender } from './usage-sender';

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

const hubAnswering = (invoke: (method: string, ...args: unknown[]) => Promise<unknown>, userId = 1) => ({
  userId,
  invoke: vi.fn(invoke),
});

/** What the outbox does with the sender's failure for this hub behaviour. */
async function outcomeOf(hub: ReturnType<typeof hubAnswering>) {
  try {
    await usageSender(hub)(queued());
    return 'sent';
  } catch (error) {
    return classifyFailure(error);
  }
}

describe('usageSender', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('invokes SaveAppLog with the record id as the idempotency key', async () => {
    const hub = hubAnswering(async () => ({ id: 'record-1', stored: true }));
    await usageSender(hub)(queued());
    expect(hub.invoke).toHaveBeenCalledWith('SaveAppLog', { id: 'record-1', record: usageRecord(1) });
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['stored', async () => ({ id: 'record-1', stored: true }), 'sent'],
    ['already stored (a repeat)', async () => ({ id: 'record-1', stored: 'duplicate' }), 'sent'],
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
    ['answering for another id', async () => ({ id: 'record-2', stored: true }), 'deadLetter'],
  ])('when the hub is %s: %s', async (_case, invoke, expected) => {
    expect(await outcomeOf(hubAnswering(invoke))).toBe(expected);
  });

  it('leaves a record of another user waiting (retry), without invoking', async () => {
    const hub = hubAnswering(async () => ({ id: 'record-1', stored: true }), 2);
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
