import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const jwtSecretFileName = 'jwt-secret';

/**
 * The HS256 key for app tokens: JWT_SECRET when set, else a random key generated once and kept in
 * the data directory (owner-only), so a restart does not sign everybody out.
 */
export function loadJwtSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, jwtSecretFileName);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
