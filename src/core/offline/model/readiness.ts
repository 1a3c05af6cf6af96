import { ageInWords } from '../../format/age-in-words';

/** What the cache holds of one part of the offline-readiness view. */
export interface PartStatus {
  label: string;
  /** How many cached reads the part needs for offline use. */
  needed: number;
  /** How many of them are saved on the device. */
  saved: number;
  /** Epoch ms of the oldest saved read: the part is at least this old. */
  oldestSavedAt: number | undefined;
}

export interface ReadinessRow {
  label: string;
  /** Every read the part needs is saved. */
  complete: boolean;
  /** 'Saved 5 minutes ago', 'Not saved yet'. */
  age: string;
  /** 'Ready for offline use', '3 of 12 saved'. */
  state: string;
}

export interface ReadinessSummary {
  rows: ReadinessRow[];
  /** Every part complete. */
  ready: boolean;
  /** Reads still missing across all parts. */
  missing: number;
  /** One line over the list, in plain words. */
  headline: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The offline-readiness view's list and headline, from what the cache holds. */
export function readinessSummary(parts: readonly PartStatus[], now: number): ReadinessSummary {
  const rows = parts.map((part): ReadinessRow => {
    const complete = part.saved >= part.needed;
    return {
      label: part.label,
      complete,
      age:
        part.oldestSavedAt === undefined
          ? 'Not saved yet'
          : `Saved ${ageInWords(Math.max(0, now - part.oldestSavedAt))}`,
      state: complete
        ? 'Ready for offline use'
        : part.needed === 1
          ? 'Not available offline'
          : `${part.saved} of ${part.needed} saved`,
    };
  });
  const missing = parts.reduce((sum, part) => sum + Math.max(0, part.needed - part.saved), 0);
  const incomplete = rows.filter((row) => !row.complete).length;
  return {
    rows,
    ready: incomplete === 0,
    missing,
    headline:
      incomplete === 0
        ? 'Everything is saved on this device for offline use.'
        : `${plural(incomplete, 'item')} not complete for offline use.`,
  };
}

/** A byte count as a person reads it: '850 KB', '12.3 MB', '1.5 GB'. */
export function bytesInWords(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** The storage lines: used and still available (StorageManager), and whether it is kept. */
export function storageInWords(storage: {
  usage: number | undefined;
  quota: number | undefined;
  persisted: boolean | undefined;
}): { space: string | undefined; kept: string } {
  const { usage, quota, persisted } = storage;
  const space =
    usage === undefined || quota === undefined
      ? undefined
      : `${bytesInWords(usage)} used, ${bytesInWords(Math.max(0, quota - usage))} still available`;
  const kept =
    persisted === true
      ? 'Kept on this device even when space runs low.'
      : persisted === false
        ? 'The browser may clear it when the device runs low on space.'
        : 'This browser does not say whether it keeps it when space runs low.';
  return { space, kept };
}
