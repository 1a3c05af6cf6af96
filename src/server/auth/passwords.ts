import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters, stored with each hash so they can change. */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** Node's defaults (N=2^14, r=8, p=1): about 50 ms of CPU a check on this project's machines. */
export const passwordCost: PasswordCost = { N: 16_384, r: 8, p: 1 };

/**
 * For servers with test controls and the server's own tests. Their users are the demo users, whose
 * password ('demo') is printed in the README, on data anyone may reset, so the hash's cost protects
 * nothing there; the suites sign in hundreds of times, and at the full cost those checks were about
 * a sixth of the unit run's CPU. The check is the same scrypt, only cheaper (docs/security.md).
 */
export const testPasswordCost: PasswordCost = { N: 1_024, r: 8, p: 1 };

const keyLength = 64;

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url): never the password itself. */
export function hashPassword(password: string, cost: PasswordCost = passwordCost): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Runs off the event loop; compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const decoys = new Map<PasswordCost, string>();

/**
 * A real hash of nothing at the users' cost, made once: checking an unknown username costs as much
 * as a wrong password.
 */
export function decoyPasswordHash(cost: PasswordCost): string {
  const decoy = decoys.get(cost) ?? hashPassword(randomBytes(12).toString('base64url'), cost);
  decoys.set(cost, decoy);
  return decoy;
}
