import { z } from '../../contracts/zod';
import { appStore, atom } from '../state/jotai';
import { readStored, writeStored } from '../state/parsed-storage';

/**
 * How the app looks for the signed-in user: their Theme, Font Size and Accent Color preferences
 * (S2 §3), already resolved (an accent only where the theme allows one). The settings feature
 * derives it from the preferences; the app's Mantine provider applies it.
 */
export const appearanceSchema = z.object({
  theme: z.string(),
  /** Body text size in pixels. */
  fontSizePx: z.int().check(z.minimum(8), z.maximum(40)),
  /** An accent colour name, or null for the product's own blue. */
  accent: z.nullable(z.string()),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const defaultAppearance: Appearance = { theme: 'light', fontSizePx: 16, accent: null };

/**
 * A copy on the device, so a reload paints in the user's theme before their preferences are read
 * (the server's preferences stay the truth: the settings feature overwrites it once they are).
 */
const STORAGE_KEY = 'ops.appearance';

export const appearanceAtom = atom<Appearance>(
  readStored(STORAGE_KEY, appearanceSchema) ?? defaultAppearance,
);

/**
 * When this page read the device's look (epoch ms, as the cache's `fetchedAt`). The device's copy
 * of the preferences may have been fetched before a change that the look already shows (a save
 * cut short by a reload); one fetched after this moment is at least as new as the look.
 */
export const appearanceReadAt = Date.now();

export function setAppearance(next: Appearance): void {
  const current = appStore.get(appearanceAtom);
  if (
    current.theme === next.theme &&
    current.fontSizePx === next.fontSizePx &&
    current.accent === next.accent
  )
    return;
  appStore.set(appearanceAtom, next);
  writeStored(STORAGE_KEY, next);
}
