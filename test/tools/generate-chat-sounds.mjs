// Writes the help-agent chat's short send and receive sounds (public/sounds/*.wav): sine tones
// with a soft envelope, 16-bit mono PCM at 16 kHz. Run once: `node test/tools/generate-chat-sounds.mjs`.
import { writeFileSync } from 'node:fs';

const RATE = 16_000;

/** Tones as [frequency Hz, seconds]; each fades in and out over 8 ms to avoid clicks. */
function tones(parts) {
  const samples = [];
  for (const [frequency, seconds] of parts) {
    const count = Math.round(RATE * seconds);
    const fade = Math.round(RATE * 0.008);
    for (let i = 0; i < count; i += 1) {
      const envelope = Math.min(1, i / fade, (count - i) / fade);
      samples.push(Math.round(Math.sin((2 * Math.PI * frequency * i) / RATE) * envelope * 0.6 * 32767));
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => {
    data.writeInt16LE(sample, i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const out = new URL('../public/sounds/', import.meta.url);
writeFileSync(
  new URL('chat-send.wav', out),
  wav(
    tones([
      [660, 0.06],
      [880, 0.06],
    ]),
  ),
);
writeFileSync(
  new URL('chat-receive.wav', out),
  wav(
    tones([
      [880, 0.07],
      [660, 0.07],
      [990, 0.09],
    ]),
  ),
);
