// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HANDOVER_RELOAD_KEY, noteHandoverReload } from '../../../core/auth/session-handover';
import { otherDeviceReloadMessage } from '../../../core/session/model/other-device-reload';
import { appStore } from '../../../core/state/jotai';
import { writeStored } from '../../../core/state/parsed-storage';
import { unsavedWorkAtom } from '../../../core/unsaved-work/unsaved-work-state';
import { takeHandoverReloadNote } from './handover-reload';

const OTHER_TAB =
  'Someone signed in or changed the impersonation in another tab, so this page was loaded again.';

describe('the note of a reload for another tab or device', () => {
  afterEach(() => appStore.set(unsavedWorkAtom, []));

  it('is taken once by the page that loaded again, and is none otherwise', () => {
    expect(takeHandoverReloadNote()).toBeUndefined();
    noteHandoverReload();
    expect(takeHandoverReloadNote()).toBe(OTHER_TAB);
    expect(takeHandoverReloadNote()).toBeUndefined();
  });

  it("names the unsaved work another tab's change lost, and no loss when there was none (walkthrough 37, O5)", () => {
    appStore.set(unsavedWorkAtom, ['your favorites edit', 'a release note edit']);
    noteHandoverReload();
    expect(takeHandoverReloadNote()).toBe(
      `${OTHER_TAB} Your favorites edit and a release note edit, not saved yet, were lost.`,
    );
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
