/**
 * Where the focus goes when the focused control of a list goes (removed, disabled or hidden by what
 * it did): the first usable control after it, else the nearest usable one before it (WAI-ARIA
 * practice: the next item, else the previous); undefined when none is left, for the caller's
 * fallback (the list's container or panel). `peers` are the list's controls as they were before the
 * change, `gone` the index of the one that had the focus.
 */
export function focusSuccessor<T>(
  peers: readonly T[],
  gone: number,
  usable: (peer: T) => boolean,
): T | undefined {
  for (let index = gone + 1; index < peers.length; index++) {
    const peer = peers[index] as T;
    if (usable(peer)) return peer;
  }
  for (let index = Math.min(gone, peers.length) - 1; index >= 0; index--) {
    const peer = peers[index] as T;
    if (usable(peer)) return peer;
  }
  return undefined;
}
