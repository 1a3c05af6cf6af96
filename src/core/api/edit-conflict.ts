import { sameContent } from '../../contracts/edit-conflict';
import { isApiError } from './api-error';

/*
 * The client's half of an edit conflict (contracts/edit-conflict.ts): an update sent with
 * `loaded` is refused with 409 when another author changed the object since. Every editor that
 * sends one (help topics, help items, tutorials, displays, help agents) reacts the same way: it shows the
 * server's message where it shows save failures, rebases the author's draft on the object as now
 * stored (`rebasedDraft`: the other author's values in the fields this author left alone, this
 * author's in those they changed), and takes that stored object as what it edits, so a second
 * Save writes the form as shown, knowingly.
 */

/** An update refused because the object changed since it was loaded, with the object as now stored. */
export class EditConflict<Stored> extends Error {
  override readonly name = 'EditConflict';
  constructor(
    message: string,
    /** The object as stored now; undefined when it could not be read again (or is gone). */
    readonly stored: Stored | undefined,
  ) {
    super(message);
  }
}

/** Whether `error` is an EditConflict; `Stored` is what the caller's own update reloads. */
export const isEditConflict = <Stored>(error: unknown): error is EditConflict<Stored> =>
  error instanceof EditConflict;

/**
 * `update`'s answer; when it is refused with 409, reads the object again (`reload`) and fails with
 * an EditConflict carrying the server's message and the stored object. Other failures pass as they
 * are; a reload that fails leaves `stored` undefined (the message still stands).
 */
export async function updateOrConflict<Answer, Stored>(
  update: () => Promise<Answer>,
  reload: () => Promise<Stored | undefined>,
): Promise<Answer> {
  try {
    return await update();
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'http' && error.status === 409)) throw error;
    const stored = await reload().catch(() => undefined);
    throw new EditConflict(error.message, stored);
  }
}

/**
 * The author's `draft` moved onto `stored` after a conflict: a field the author left as `loaded`
 * takes the stored value (the other author's change, lost otherwise when Save is pressed again);
 * a field the author changed keeps the author's value. Fields compare whole (a tutorial's items
 * as one list). Fields only the draft has stay as they are.
 */
export function rebasedDraft<Draft extends object>(draft: Draft, loaded: object, stored: object): Draft {
  const before = loaded as Record<string, unknown>;
  const now = stored as Record<string, unknown>;
  const entries = Object.entries(draft).map(([field, value]) =>
    field in now && sameContent(value, before[field]) ? [field, now[field]] : [field, value],
  );
  return Object.fromEntries(entries) as Draft;
}

/**
 * `save`'s answer; when it fails with an EditConflict that holds the stored object, `rebase` moves
 * the editor onto it first. The failure then goes on, for the editor to show its message.
 */
export async function rebaseOnConflict<Answer, Stored>(
  save: Promise<Answer>,
  rebase: (stored: Stored) => void,
): Promise<Answer> {
  try {
    return await save;
  } catch (failure) {
    if (isEditConflict<Stored>(failure) && failure.stored !== undefined) rebase(failure.stored);
    throw failure;
  }
}

/**
 * What an authoring editor says after another author deleted what it edits (a 404 on Save): the
 * author's text is kept and Save adds it as a new one (walkthrough 11, defect 5: help topics,
 * items, tutorials and the help agent, docs/help.md; walkthrough 36, D5: displays, docs/kiosk.md).
 */
export const deletedMeanwhileNotice = (what: 'topic' | 'help item' | 'tutorial' | 'help agent' | 'display') =>
  `This ${what} was deleted by someone else. Save adds your text as a new ${what}.`;
