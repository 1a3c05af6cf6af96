import { describe, expect, it } from 'vitest';
import { reloadLosesWorkQuestion, unsavedWorkText } from './reload-confirm';

describe('reload confirmation', () => {
  it.each([
    [[], ''],
    [['your favorites edit'], 'your favorites edit'],
    [['your favorites edit', 'your favorites edit'], 'your favorites edit'],
    [['your favorites edit', 'a help topic'], 'your favorites edit and a help topic'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('names %j as %j', (work, text) => {
    expect(unsavedWorkText(work)).toBe(text);
  });

  it('asks before a reload, naming what it would lose', () => {
    expect(reloadLosesWorkQuestion(['your favorites edit'])).toBe(
      'Reloading now loses your favorites edit, not saved yet. Cancel keeps it, so you can save it first.',
    );
  });
});
