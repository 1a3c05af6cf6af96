import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is: the headers and the compressor's framing would eat most of
 * what it saves (a typical TCP packet carries ~1.4 KB anyway).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers (and any file of the built app without a precompressed sibling) compressed on the
 * fly: brotli at the plugin's quick level 4 when the client accepts it, else gzip; only for
 * compressible types (JSON, text, JS — not PNG or MP3) and only above the threshold. The built app's
 * own .br/.gz files are sent as they are (static-site.ts), never compressed again. Request bodies
 * are not decompressed: the Clarity collector reads its gzip bytes itself.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
