/** S2 §2, §9: the send and receive sounds play at 25 % volume. */
export const CHAT_SOUND_VOLUME = 0.25;

const soundUrls = { send: '/sounds/chat-send.wav', receive: '/sounds/chat-receive.wav' } as const;

/**
 * Plays a chat sound. A muted device plays nothing (the browser follows the system); a browser
 * that blocks autoplay, or has no audio at all, is ignored: a sound is never worth an error.
 */
export function playChatSound(kind: keyof typeof soundUrls): void {
  try {
    const audio = new Audio(soundUrls[kind]);
    audio.volume = CHAT_SOUND_VOLUME;
    audio.play()?.catch(() => undefined);
  } catch {
    // No Audio (e.g. a locked-down kiosk browser): silence.
  }
}
