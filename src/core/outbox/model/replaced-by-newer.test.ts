import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../db/rows';
import { replacedByNewer } from './replaced-by-newer';

const record = (fields: Partial<OutboxRow> = {}): OutboxRow => ({
  seq: 1,
  id: 'id-1',
  kind: 'usage',
  payload: {},
  userId: 1,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  sendingSince: null,
  ...fields,
});

describe('replacedByNewer', () => {
  it('picks the pending records of the kind that are not in flight', () => {
    const pending = [
      record({ seq: 1, kind: 'favorites', sendingSince: 100 }),
      record({ seq: 2, kind: 'usage' }),
      record({ seq: 3, kind: 'favorites' }),
    ];
    expect(replacedByNewer(pending, 'favorites').map((r) => r.seq)).toEqual([3]);
  });
});
