import { describe, expect, it } from 'vitest';
import {
  HELP_EDIT_LOST,
  HELP_EDIT_LOST_NOT_SAVED,
  helpEditLostNotice,
  TOPIC_EDIT_LOST,
  TOPIC_EDIT_LOST_NOT_SAVED,
  topicEditLostNotice,
} from './help-edit-loss';

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

describe('topicEditLostNotice (walkthrough 37, D6, the Help Topics editor)', () => {
  it('says whether typed changes went with the closed editor', () => {
    expect(topicEditLostNotice(true)).toBe(TOPIC_EDIT_LOST_NOT_SAVED);
    expect(TOPIC_EDIT_LOST_NOT_SAVED).toMatch(/not saved/);
    expect(topicEditLostNotice(false)).toBe(TOPIC_EDIT_LOST);
    expect(TOPIC_EDIT_LOST).not.toMatch(/not saved/);
  });
});
