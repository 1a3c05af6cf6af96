// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HANDOVER_RELOAD_KEY, noteHandoverReload } from '../../../core/auth/session-handover';
import { OTHER_DEVICE_NOTE } from '../../../core/session/session-changed-elsewhere';
import { writeStored } from '../../../core/state/parsed-storage';
import {
  HANDOVER_RELOAD_MESSAGE,
  OTHER_DEVICE_RELOAD_MESSAGE,
  takeHandoverReloadNote,
} from './handover-reload';

describe('the note of a reload for another tab or device', () => {
  it('is taken once by the page that loaded again, and is none otherwise', () => {
    expect(takeHandoverReloadNote()).toBeUndefined();
    noteHandoverReload();
    expect(takeHandoverReloadNote()).toBe(HANDOVER_RELOAD_MESSAGE);
    expect(takeHandoverReloadNote()).toBeUndefined();
  });

  it("names another device's impersonation change (walkthrough 15, D3)", () => {
    writeStored(HANDOVER_RELOAD_KEY, OTHER_DEVICE_NOTE, 'session');
    expect(takeHandoverReloadNote()).toBe(OTHER_DEVICE_RELOAD_MESSAGE);
    expect(takeHandoverReloadNote()).toBeUndefined();
  });
});
