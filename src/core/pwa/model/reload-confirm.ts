import type { UnsavedWork } from '../../unsaved-work/model/unsaved-work';

/** What a reload would lose, each kind named once: 'your favorites edit and a help topic'. */
export function unsavedWorkText(work: UnsavedWork): string {
  const names = [...new Set(work)];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The question the update prompt asks before a Reload that would lose `work`. */
export const reloadLosesWorkQuestion = (work: UnsavedWork) =>
  `Reloading now loses ${unsavedWorkText(work)}, not saved yet. Cancel keeps it, so you can save it first.`;
