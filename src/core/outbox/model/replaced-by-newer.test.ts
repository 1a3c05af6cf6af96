import { describe, expect, it } from 'vitest';
import { outboxRow } from './outbox-row.testkit';
import { replacedByNewer } from './replaced-by-newer';

describe('replacedByNewer', () => {
  it('picks the pending records of the kind that are not in flight', () => {
    const pending = [
      outboxRow({ seq: 1, kind: 'favorites', sendingSince: 100 }),
      outboxRow({ seq: 2, kind: 'usage' }),
      outboxRow({ seq: 3, kind: 'favorites' }),
    ];
    expect(replacedByNewer(pending, 'favorites').map((r) => r.seq)).toEqual([3]);
  });
});
