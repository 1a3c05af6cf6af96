import { ClaimType, claimValue } from '../../contracts/claims';
import type { AuthUser } from '../../contracts/session';
import { z } from '../../contracts/zod';
import { readStored, writeStored } from '../state/parsed-storage';

/**
 * The name of the user an admin impersonates, kept on the device when chosen (S2 Impersonate
 * User): the server knows the impersonation only as the UserId claim, and the list that names it
 * is live data, missing offline or when the search shows other users. Without this, the view
 * could only say 'Impersonating user 7'.
 */
const rememberedSchema = z.object({
  userId: z.int(),
  impersonatedId: z.string(),
  title: z.string(),
});

const STORAGE_KEY = 'ops.impersonatedUser';

/** Remembers the chosen user's title for the signed-in user; `undefined` forgets it (a reset). */
export function rememberImpersonatedTitle(
  userId: number,
  chosen: { value: string; title: string } | undefined,
): void {
  writeStored(STORAGE_KEY, chosen && { userId, impersonatedId: chosen.value, title: chosen.title });
}

/** The remembered title of this impersonation, if this signed-in user chose it on this device. */
export function rememberedImpersonatedTitle(userId: number, impersonatedId: string): string | undefined {
  const remembered = readStored(STORAGE_KEY, rememberedSchema);
  return remembered?.userId === userId && remembered.impersonatedId === impersonatedId
    ? remembered.title
    : undefined;
}

/**
 * Whom the signed-in user impersonates (their `UserId` claim, S1 §3), by name when it is known on
 * this device, else 'user {id}'; undefined when nobody. Said in Settings and in the shell's banner.
 */
export function impersonatedUserTitle(user: AuthUser): string | undefined {
  const impersonatedId = claimValue(user.claims, ClaimType.userId);
  if (impersonatedId === undefined) return undefined;
  return rememberedImpersonatedTitle(user.id, impersonatedId) ?? `user ${impersonatedId}`;
}
