import { type CacheOwner, cacheKey } from './model/cache-key';
import { readsOut } from './read-through';

/**
 * Settles once every read of `owner`'s rows out now whose resource starts with one of `prefixes`
 * is over: stored (or answered, for `answerBeforeStored`), or failed. A write waits for it when
 * its readers judge what they list against it: a read the server answered before the write,
 * stored after the write's answer, shows the rows as they were (a version just saved missing from
 * the list that shows it). Apart from read-through.ts, which the first screen loads, as only
 * authoring screens ask.
 */
export async function readsOver(owner: CacheOwner, prefixes: readonly string[]): Promise<void> {
  const starts = prefixes.map((prefix) => cacheKey(owner, prefix));
  const out = [...readsOut]
    .filter(([, key]) => starts.some((start) => key.startsWith(start)))
    .map(([reading]) => reading.catch(() => undefined));
  await Promise.all(out);
}
