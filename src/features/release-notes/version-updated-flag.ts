import { z } from '../../contracts/zod';
import { readStored, writeStored } from '../../core/state/parsed-storage';

/**
 * The stored VersionUpdated flag of S1 §4, kept per user id: on a shared device one user having
 * seen the notice must not hide it from the next.
 */
export const VERSION_UPDATED_STORAGE_KEY = 'ops.versionUpdated';
const storedFlagsSchema = z.record(z.string(), z.boolean());

export function readVersionUpdated(userId: number): boolean | undefined {
  return readStored(VERSION_UPDATED_STORAGE_KEY, storedFlagsSchema)?.[String(userId)];
}

export function writeVersionUpdated(userId: number, updated: boolean): void {
  const flags = readStored(VERSION_UPDATED_STORAGE_KEY, storedFlagsSchema) ?? {};
  writeStored(VERSION_UPDATED_STORAGE_KEY, { ...flags, [String(userId)]: updated });
}
