import { describe, expect, it } from 'vitest';
import { withoutUnsavedWork, withUnsavedWork } from './unsaved-work';

describe('unsaved work', () => {
  it('keeps one entry per open editor, and drops one at a time', () => {
    const two = withUnsavedWork('a help topic')(withUnsavedWork('a help topic')([]));
    expect(two).toEqual(['a help topic', 'a help topic']);
    expect(withoutUnsavedWork('a help topic')(two)).toEqual(['a help topic']);
  });

  it('leaves the list as it is when the label is not in it', () => {
    const list = ['your favorites edit'];
    expect(withoutUnsavedWork('a help topic')(list)).toBe(list);
  });
});
