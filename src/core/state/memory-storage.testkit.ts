/**
 * A Web Storage in memory, for node tests (node has none): what a browser shares between the tabs
 * of the app. `refuseWrites` plays a full or blocked store (QuotaExceededError on every write).
 */
export function memoryStorage({ refuseWrites = false } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}
