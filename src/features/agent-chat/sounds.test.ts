import { afterEach, describe, expect, it, vi } from 'vitest';
import { playChatSound } from './sounds';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAudio(play: () => Promise<void>) {
  const created: { src: string; volume: number }[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      constructor(readonly src: string) {
        created.push(this);
      }
      play = play;
    },
  );
  return created;
}

describe('playChatSound', () => {
  it('plays the precached file at 25 % volume', () => {
    const created = stubAudio(async () => undefined);
    playChatSound('receive');
    expect(created).toEqual([expect.objectContaining({ src: '/sounds/chat-receive.wav', volume: 0.25 })]);
  });

  it('swallows a blocked autoplay', async () => {
    const blocked = Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    stubAudio(() => blocked);
    expect(() => playChatSound('send')).not.toThrow();
    await expect(blocked).rejects.toThrow('not allowed'); // handled: no unhandled rejection
  });

  it('stays silent where there is no Audio at all', () => {
    vi.stubGlobal('Audio', undefined);
    expect(() => playChatSound('send')).not.toThrow();
  });
});
