import { describe, expect, it } from 'vitest';
import { reloadLosesWorkQuestion } from './reload-confirm';

describe('reload confirmation', () => {
  it('asks before a reload, naming what it would lose', () => {
    expect(reloadLosesWorkQuestion(['your favorites edit'])).toBe(
      'Reloading now loses your favorites edit, not saved yet. Cancel keeps it, so you can save it first.',
    );
  });
});
