import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { EditConflict, rebasedDraft, updateOrConflict } from './edit-conflict';

describe('rebasedDraft (after a 409)', () => {
  const loaded = { id: 2, title: 'Yard', refresh: 60, panels: [{ kind: 'clock' }] };

  it("takes the other author's values where this author changed nothing, and keeps this author's changes", () => {
    const draft = { ...loaded, refresh: 45 };
    const stored = { ...loaded, title: 'Yard (north gate)' };
    expect(rebasedDraft(draft, loaded, stored)).toEqual({
      ...loaded,
      title: 'Yard (north gate)',
      refresh: 45,
    });
  });

  it("keeps this author's value where both changed the same field", () => {
    const draft = { ...loaded, title: 'Yard (B)' };
    const stored = { ...loaded, title: 'Yard (A)' };
    expect(rebasedDraft(draft, loaded, stored).title).toBe('Yard (B)');
  });

  it('compares lists whole, and leaves fields only the draft has', () => {
    const draft = { ...loaded, panels: [{ kind: 'alerts' }], note: 'draft only' };
    const stored = { ...loaded, panels: [{ kind: 'clock' }, { kind: 'report' }] };
    expect(rebasedDraft(draft, loaded, stored)).toEqual(draft);
  });
});

describe('updateOrConflict', () => {
  it('answers the update', async () => {
    await expect(
      updateOrConflict(
        async () => 'saved',
        async () => 'stored',
      ),
    ).resolves.toBe('saved');
  });

  it("turns a 409 into an EditConflict with the server's message and the object read again", async () => {
    const refused = updateOrConflict(
      () => Promise.reject(new ApiError('http', 'Someone else changed it.', 409)),
      async () => ({ title: 'theirs' }),
    );
    await expect(refused).rejects.toEqual(new EditConflict('Someone else changed it.', { title: 'theirs' }));
    await expect(refused).rejects.toMatchObject({ stored: { title: 'theirs' } });
  });

  it('keeps the message when the object cannot be read again, and passes other failures as they are', async () => {
    const unread = updateOrConflict(
      () => Promise.reject(new ApiError('http', 'Changed.', 409)),
      () => Promise.reject(new Error('offline')),
    );
    await expect(unread).rejects.toMatchObject({ message: 'Changed.', stored: undefined });
    const other = new ApiError('http', 'Busy', 500);
    await expect(
      updateOrConflict(
        () => Promise.reject(other),
        async () => 1,
      ),
    ).rejects.toBe(other);
  });
});
