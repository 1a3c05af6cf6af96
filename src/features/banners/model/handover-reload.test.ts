// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HANDOVER_RELOAD_KEY, noteHandoverReload } from '../../../core/auth/session-handover';
import { otherDeviceReloadMessage } from '../../../core/session/model/other-device-reload';
import { writeStored } from '../../../core/state/parsed-storage';
import { HANDOVER_RELOAD_MESSAGE, takeHandoverReloadNote } from './handover-reload';

describe('the note of a reload for another tab or device', () => {
  it('is taken once by the page that loaded again, and is none otherwise', () => {
    expect(takeHandoverReloadNote()).toBeUndefined();
    noteHandoverReload();
    expect(takeHandoverReloadNote()).toBe(HANDOVER_RELOAD_MESSAGE);
    expect(takeHandoverReloadNote()).toBeUndefined();
  });

  it("says what the page said as it left for another device's impersonation change (walkthrough 15, D3)", () => {
    const said = otherDeviceReloadMessage(['your favorites edit']);
    writeStored(HANDOVER_RELOAD_KEY, said, 'session');
    expect(takeHandoverReloadNote()).toBe(said);
    expect(takeHandoverReloadNote()).toBeUndefined();
  });

  it('says nothing for a note it cannot read', () => {
    writeStored(HANDOVER_RELOAD_KEY, 3, 'session');
    expect(takeHandoverReloadNote()).toBeUndefined();
  });
});
