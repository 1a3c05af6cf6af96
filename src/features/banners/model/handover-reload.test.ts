// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { noteHandoverReload } from '../../../core/auth/session-handover';
import { takeHandoverReloadNote } from './handover-reload';

describe('the note of a reload for another tab', () => {
  it('is taken once by the page that loaded again, and is none otherwise', () => {
    expect(takeHandoverReloadNote()).toBe(false);
    noteHandoverReload();
    expect(takeHandoverReloadNote()).toBe(true);
    expect(takeHandoverReloadNote()).toBe(false);
  });
});
