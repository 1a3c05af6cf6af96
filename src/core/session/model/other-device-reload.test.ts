import { describe, expect, it } from 'vitest';
import { otherDeviceReloadMessage } from './other-device-reload';

describe("the words of a reload for another device's impersonation change (walkthrough 37, O5)", () => {
  it('says no loss when nothing unsaved was open', () => {
    expect(otherDeviceReloadMessage([])).toBe(
      'The impersonation was changed on another device, so the app was loaded again at Home.',
    );
  });

  it('names the unsaved work the reload lost, each kind once', () => {
    expect(otherDeviceReloadMessage(['a help topic edit'])).toBe(
      'The impersonation was changed on another device, so the app was loaded again at Home. A help topic edit, not saved yet, was lost.',
    );
    expect(otherDeviceReloadMessage(['your favorites edit', 'a help topic edit', 'a help topic edit'])).toBe(
      'The impersonation was changed on another device, so the app was loaded again at Home. Your favorites edit and a help topic edit, not saved yet, were lost.',
    );
    expect(otherDeviceReloadMessage(['a help topic edit', 'a help topic edit'])).toContain(
      'A help topic edit, not saved yet, was lost.',
    );
  });
});
