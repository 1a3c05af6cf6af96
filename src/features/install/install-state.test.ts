// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../core/state/jotai';
import { installWayAtom, showInstallPrompt, startInstallCapture } from './install-state';

/** The browser hands its install prompt over; `prompt` is what its prompt() does. */
function browserOffersInstall(prompt: () => Promise<unknown>) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(prompt),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => vi.restoreAllMocks());

describe('showInstallPrompt', () => {
  startInstallCapture();

  it('keeps the prompt for the next press when the browser refuses it for want of a gesture', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = browserOffersInstall(async () => {
      throw new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError');
    });
    expect(appStore.get(installWayAtom)).toBe('prompt');

    await expect(showInstallPrompt()).resolves.toBeUndefined();
    expect(refused.prompt).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The install dialog could not open', expect.any(DOMException));
    expect(appStore.get(installWayAtom)).toBe('prompt');
  });

  it('lets a prompt the browser says was used go', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browserOffersInstall(async () => {
      throw new DOMException('The prompt() method can only be used once.', 'InvalidStateError');
    });

    await expect(showInstallPrompt()).resolves.toBeUndefined();
    expect(appStore.get(installWayAtom)).not.toBe('prompt');
  });
});
