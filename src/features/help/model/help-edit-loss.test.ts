import { describe, expect, it } from 'vitest';
import { HELP_EDIT_LOST, HELP_EDIT_LOST_NOT_SAVED, helpEditLostNotice } from './help-edit-loss';

describe('helpEditLostNotice (walkthrough 37, D6)', () => {
  it('says the changes being written were not saved, when there were some', () => {
    expect(helpEditLostNotice(true)).toBe(HELP_EDIT_LOST_NOT_SAVED);
    expect(HELP_EDIT_LOST_NOT_SAVED).toMatch(/not saved/);
  });

  it('says only that edit mode closed, when nothing was being written', () => {
    expect(helpEditLostNotice(false)).toBe(HELP_EDIT_LOST);
    expect(HELP_EDIT_LOST).not.toMatch(/not saved/);
  });
});
