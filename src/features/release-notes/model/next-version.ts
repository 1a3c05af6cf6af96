import type { ReleaseVersion } from '../../../contracts/release-notes';

/**
 * The suggested next version (S2 §4, §9): the first non-Draft version of the list (newest first)
 * is the current version number; the suggestion is that number plus 0.1, with one decimal, then
 * '.0' (`3.2.0` → `3.3.0`, `3.9.0` → `4.0.0`). Undefined when no version has a number to go on.
 *
 * The rule reads the version as a decimal number, which holds while the minor part has one digit
 * (the company's numbering). A two-digit minor read so would go back (`3.14.0` plus 0.1 is `3.2.0`,
 * walkthrough 21): there the next minor is suggested instead (`3.15.0`), never a number before the
 * current one.
 */
export function suggestNextVersion(
  versions: readonly Pick<ReleaseVersion, 'version' | 'status'>[],
): string | undefined {
  const current = versions.find((v) => v.status !== 'Draft');
  if (!current) return undefined;
  const number = Number.parseFloat(current.version);
  if (!Number.isFinite(number)) return undefined;
  const [, major, minor = ''] = /^\s*(\d+)\.(\d+)/.exec(current.version) ?? [];
  if (minor.length > 1) return `${Number(major)}.${Number(minor) + 1}.0`;
  // Tenths as integers: 3.2 + 0.1 in floating point is 3.3000000000000003.
  const tenths = Math.round(number * 10) + 1;
  return `${(tenths / 10).toFixed(1)}.0`;
}
