import { singleFlight } from './single-flight';

export interface SubscriptionKeySettings {
  /** A key written into the deployment's configuration: used as it is. */
  configured?: string;
  /** Without a configured key, fetches it from the api-key URL (S1 §7); absent: no key at all. */
  fetchKey?: () => Promise<string>;
}

/**
 * The API gateway's subscription key, "when a key is known" (S1 §7): the configured one, else the
 * one the api-key URL hands out, fetched once and kept for the life of the page. A failed fetch
 * (not yet signed in at the identity provider, no network) leaves the key unknown and is tried
 * again by the next call; concurrent calls share one fetch.
 */
export function createSubscriptionKeySource(
  settings: SubscriptionKeySettings,
): () => Promise<string | undefined> {
  let known = settings.configured;
  const { fetchKey } = settings;
  if (known !== undefined || !fetchKey) return async () => known;
  const fetchOnce = singleFlight(async () => {
    try {
      known = await fetchKey();
    } catch {
      // The call goes without a key; the gateway's refusal reaches the user as that call's error.
    }
    return known;
  });
  return async () => known ?? fetchOnce();
}
