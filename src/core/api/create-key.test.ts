import { describe, expect, it } from 'vitest';
import { Headers } from '../../contracts/headers';
import { ApiError } from './api-error';
import { createKeyOption, DraftCreate, newCreateKey } from './create-key';

describe('createKeyOption', () => {
  it("sends a draft's key as the Idempotency-Key, and nothing without one", () => {
    expect(createKeyOption('draft-1')).toEqual({ headers: { [Headers.idempotencyKey]: 'draft-1' } });
    expect(createKeyOption(undefined)).toEqual({});
  });
});

describe('newCreateKey', () => {
  it('gives each new draft a key of its own', () => {
    const [a, b] = [newCreateKey(), newCreateKey()];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});

/**
 * A server applying each key once, as the reference API's applyOnce: a repeat answers the first
 * record, the key sent with another body is refused (422), a blank title is refused (400).
 */
function serverApplyingOnce() {
  const applied = new Map<string, { title: string; record: { id: number; title: string } }>();
  const stored = new Map<number, string>();
  const calls: string[] = [];
  return {
    stored,
    calls,
    create: async (title: string, option: { headers?: Record<string, string> }) => {
      const key = option.headers?.[Headers.idempotencyKey] ?? '';
      calls.push(`create ${title}`);
      if (!title) throw new ApiError('http', 'A help topic needs a title.', 400);
      const done = applied.get(key);
      if (done && done.title !== title)
        throw new ApiError('http', 'This Idempotency-Key was used for a different request.', 422);
      if (done) return done.record;
      const record = { id: stored.size + 1, title };
      stored.set(record.id, title);
      applied.set(key, { title, record });
      return record;
    },
    update: async (created: { id: number; title: string }, title: string) => {
      calls.push(`update ${created.id} ${title}`);
      stored.set(created.id, title);
      return { id: created.id, title };
    },
  };
}

describe('DraftCreate', () => {
  it('sends every Save of one draft under the same key, a new draft under another', async () => {
    const keys: (string | undefined)[] = [];
    const draft = new DraftCreate<string>();
    const send = async (_body: string, option: { headers?: Record<string, string> }) => {
      keys.push(option.headers?.[Headers.idempotencyKey]);
      return 1;
    };
    await draft.save('a', send, async () => 2);
    await draft.save('a', send, async () => 2);
    await new DraftCreate<string>().save('a', send, async () => 2);
    expect(keys[0]).toBe(draft.key);
    expect(keys[1]).toBe(draft.key);
    expect(keys[2]).not.toBe(draft.key);
  });

  it('repeats an unchanged draft as the create alone: one record, no update', async () => {
    const server = serverApplyingOnce();
    const draft = new DraftCreate<string>();
    const update = (created: { id: number; title: string }) => server.update(created, 'Late returns');
    await draft.save('Late returns', server.create, update);
    const again = await draft.save('Late returns', server.create, update);
    expect(again).toEqual({ id: 1, title: 'Late returns' });
    expect(server.calls).toEqual(['create Late returns', 'create Late returns']);
    expect([...server.stored.values()]).toEqual(['Late returns']);
  });

  it('sends a changed draft as the first create again (a replay, not a 422), then an update of that record', async () => {
    const server = serverApplyingOnce();
    const draft = new DraftCreate<string>();
    // The first Save's answer is lost after the server made the record.
    await draft.save('Late returns', server.create, (created) => server.update(created, 'Late returns'));
    let first: string | undefined;
    const saved = await draft.save('Late returns: key drop', server.create, (created, f) => {
      first = f;
      return server.update(created, 'Late returns: key drop');
    });
    expect(first).toBe('Late returns');
    expect(server.calls).toEqual([
      'create Late returns',
      'create Late returns',
      'update 1 Late returns: key drop',
    ]);
    expect(saved).toEqual({ id: 1, title: 'Late returns: key drop' });
    expect([...server.stored.values()]).toEqual(['Late returns: key drop']);
  });

  it('forgets a first Save the server refused: the next Save creates from its own body', async () => {
    const server = serverApplyingOnce();
    const draft = new DraftCreate<string>();
    const update = (created: { id: number; title: string }) => server.update(created, 'unused');
    await expect(draft.save('', server.create, update)).rejects.toThrow('needs a title');
    const saved = await draft.save('Late returns', server.create, update);
    expect(saved).toEqual({ id: 1, title: 'Late returns' });
    expect(server.calls).toEqual(['create ', 'create Late returns']);
  });

  it('sends no update after a first Save of the draft, whatever came before in another draft', async () => {
    const server = serverApplyingOnce();
    await new DraftCreate<string>().save('A', server.create, (c) => server.update(c, 'A'));
    await new DraftCreate<string>().save('B', server.create, (c) => server.update(c, 'B'));
    expect(server.calls).toEqual(['create A', 'create B']);
    expect([...server.stored.values()]).toEqual(['A', 'B']);
  });

  it('forgets a first Save the expired session kept from the server, but not an earlier unanswered one', async () => {
    const server = serverApplyingOnce();
    const expired = async () => {
      throw new ApiError('sessionExpired', 'Session expired, please re-login!', 401);
    };
    const update = (created: { id: number; title: string }) => server.update(created, 'unused');
    const draft = new DraftCreate<string>();
    await expect(draft.save('A', expired, update)).rejects.toThrow('Session expired');
    expect(draft.mayExist).toBe(false);
    // Sent, its answer lost: whatever is refused after, the record may exist.
    await expect(
      draft.save('A', () => Promise.reject(new ApiError('network', 'Failed to fetch')), update),
    ).rejects.toThrow();
    await expect(draft.save('A2', expired, update)).rejects.toThrow('Session expired');
    expect(draft.mayExist).toBe(true);
    expect(draft.kept()).toEqual({ key: draft.key, sent: 'A' });
  });

  it('goes on, made again from what a kept draft kept, under the same key and with the same first body', async () => {
    const server = serverApplyingOnce();
    type Body = { title: string; level: number };
    const draft = new DraftCreate<Body>();
    const create = (first: Body, key: { headers?: Record<string, string> }) =>
      server.create(first.title, key);
    // The first Save was applied and its answer lost.
    await draft.save({ title: 'A', level: 1 }, create, async (c) => c).catch(() => undefined);
    await expect(
      draft.save(
        { title: 'A', level: 1 },
        () => Promise.reject(new ApiError('network', 'lost')),
        async (c) => c,
      ),
    ).rejects.toThrow();
    const restored = new DraftCreate<Body>(JSON.parse(JSON.stringify(draft.kept())));
    expect(restored.key).toBe(draft.key);
    expect(restored.mayExist).toBe(true);
    // Read back with its keys in another order, the body is the same: the create alone.
    await restored.save({ level: 1, title: 'A' }, create, (c) => server.update(c, 'never'));
    expect(server.calls).toEqual(['create A', 'create A']);
    expect(new DraftCreate({ key: 'k' }).mayExist).toBe(false);
  });
});
