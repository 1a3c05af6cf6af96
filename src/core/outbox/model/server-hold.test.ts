import { describe, expect, it } from 'vitest';
import { serverHoldEnd } from './server-hold';

describe('serverHoldEnd', () => {
  it("is the earliest end of the server's waits when every lane's first record has one", () => {
    expect(serverHoldEnd([{ notBefore: 5_000 }, { notBefore: 3_000 }])).toBe(3_000);
  });

  it('is nothing when a lane is held by no server, or nothing waits', () => {
    expect(serverHoldEnd([{ notBefore: 5_000 }, { notBefore: undefined }])).toBeUndefined();
    expect(serverHoldEnd([])).toBeUndefined();
  });
});
