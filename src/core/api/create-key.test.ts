import { describe, expect, it } from 'vitest';
import { Headers } from '../../contracts/headers';
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

/** A server applying each key once, as the reference API's applyOnce: a repeat answers the first record. */
function serverApplyingOnce() {
  const applied = new Map<string, { id: number; title: string }>();
  const stored = new Map<number, string>();
  const calls: string[] = [];
  return {
    stored,
    calls,
    create: (title: string) => async (option: { headers?: Record<string, string> }) => {
      const key = option.headers?.[Headers.idempotencyKey] ?? '';
      calls.push(`create ${title}`);
      const done = applied.get(key);
      if (done) return done;
      const record = { id: stored.size + 1, title };
      stored.set(record.id, title);
      applied.set(key, record);
      return record;
    },
    update: (title: string) => async (created: { id: number; title: string }) => {
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
    const send = async (option: { headers?: Record<string, string> }) => {
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
    await draft.save('Late returns', server.create('Late returns'), server.update('Late returns'));
    const again = await draft.save(
      'Late returns',
      server.create('Late returns'),
      server.update('Late returns'),
    );
    expect(again).toEqual({ id: 1, title: 'Late returns' });
    expect(server.calls).toEqual(['create Late returns', 'create Late returns']);
    expect([...server.stored.values()]).toEqual(['Late returns']);
  });

  it('follows a changed draft, whose create answers the first body, with an update of that record', async () => {
    const server = serverApplyingOnce();
    const draft = new DraftCreate<string>();
    // The first Save's answer is lost after the server made the record.
    await draft.save('Late returns', server.create('Late returns'), server.update('Late returns'));
    let first: string | undefined;
    const saved = await draft.save(
      'Late returns: key drop',
      server.create('Late returns: key drop'),
      (created, f) => {
        first = f;
        return server.update('Late returns: key drop')(created);
      },
    );
    expect(first).toBe('Late returns');
    expect(saved).toEqual({ id: 1, title: 'Late returns: key drop' });
    expect([...server.stored.values()]).toEqual(['Late returns: key drop']);
  });

  it('sends no update after a first Save of the draft, whatever came before in another draft', async () => {
    const server = serverApplyingOnce();
    await new DraftCreate<string>().save('A', server.create('A'), server.update('A'));
    await new DraftCreate<string>().save('B', server.create('B'), server.update('B'));
    expect(server.calls).toEqual(['create A', 'create B']);
    expect([...server.stored.values()]).toEqual(['A', 'B']);
  });
});
