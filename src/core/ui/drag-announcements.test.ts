import { describe, expect, it } from 'vitest';
import { dragAnnouncement } from './drag-announcements';

describe('dragAnnouncement', () => {
  it.each([
    [{ step: 'lifted', from: 2 }, 'Task List lifted, position 3 of 3.'],
    [{ step: 'moved', from: 2, to: 1 }, 'Task List moved to position 2 of 3.'],
    [{ step: 'moved', from: 2, to: 2 }, 'Task List moved to position 3 of 3.'],
    [
      { step: 'moved', from: 2, to: undefined },
      'Task List is outside the list; dropped here it returns to position 3.',
    ],
    [{ step: 'dropped', from: 2, to: 0 }, 'Task List dropped at position 1 of 3.'],
  ] as const)('names the entry and its place: %o', (drag, text) => {
    expect(dragAnnouncement('Task List', 3, drag)).toBe(text);
  });

  it('says the entry went back when dropped where it was, cancelled or dropped outside the list', () => {
    expect(dragAnnouncement('Task List', 3, { step: 'dropped', from: 2, to: 2 })).toBe(
      'Task List returned to position 3.',
    );
    expect(dragAnnouncement('Task List', 3, { step: 'dropped', from: 2, to: undefined })).toBe(
      'Task List returned to position 3.',
    );
  });
});
