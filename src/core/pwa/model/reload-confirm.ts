import type { UnsavedWork } from '../../unsaved-work/model/unsaved-work';
import { unsavedWorkText } from '../../unsaved-work/model/work-lost';

/** The question the update prompt asks before a Reload that would lose `work`. */
export const reloadLosesWorkQuestion = (work: UnsavedWork) =>
  `Reloading now loses ${unsavedWorkText(work)}, not saved yet. Cancel keeps it, so you can save it first.`;
