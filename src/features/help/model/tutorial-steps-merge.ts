import { sameContent } from '../../../contracts/edit-conflict';
import type { HelpItem } from '../../../contracts/help';

/*
 * A tutorial's steps after an edit conflict (walkthrough 37, D1): a three-way merge of the
 * author's steps (`mine`) with the ones stored now (`theirs`), both from the steps the author's
 * editor loaded. Stored steps have no id (the server replaces a tutorial's items on each save), so
 * identity is:
 * - on the author's side, `mineSources`: for each draft step, the index of the loaded step it
 *   started as (null: added in this draft), kept by the draft's own edits (tutorial-editing.ts);
 * - on the other author's side, content: a loaded step stored unchanged is the same step; one they
 *   changed reads as deleted by them, their version as a step they added.
 * Their list is the base (their order, deletions and new steps); the author's edits, deletions
 * and new steps go over it. A step the author edited that is no longer stored as loaded is kept,
 * with the other author's version beside it, and named (`keptOverTheirs`) so the editor says so.
 */

export interface MergedSteps {
  items: HelpItem[];
  /** For each merged step, the index of `theirs` step it is (as the new loaded), null: not stored. */
  sources: (number | null)[];
  /** Titles of the author's edited steps the other author changed or deleted meanwhile. */
  keptOverTheirs: string[];
}

/** Each `from` step's index in `to` by equal content, each `to` step matched once, in order. */
export function matchedByContent(from: readonly HelpItem[], to: readonly HelpItem[]): (number | null)[] {
  const taken = new Set<number>();
  return from.map((step) => {
    const index = to.findIndex((other, at) => !taken.has(at) && sameContent(step, other));
    if (index < 0) return null;
    taken.add(index);
    return index;
  });
}

export function mergedSteps(
  loaded: readonly HelpItem[],
  theirs: readonly HelpItem[],
  mine: readonly HelpItem[],
  mineSources: readonly (number | null)[],
): MergedSteps {
  // The other author left the steps alone: the author's list as it is, their order with it.
  if (sameContent(theirs, loaded)) return { items: [...mine], sources: [...mineSources], keptOverTheirs: [] };

  const theirIndexOf = matchedByContent(loaded, theirs);
  const loadedIndexOf = new Map<number, number>();
  theirIndexOf.forEach((their, loadedIndex) => {
    if (their !== null) loadedIndexOf.set(their, loadedIndex);
  });
  const mineOf = new Map<number, HelpItem>();
  mineSources.forEach((source, index) => {
    const step = mine[index];
    if (source !== null && step) mineOf.set(source, step);
  });

  const merged: MergedSteps = { items: [], sources: [], keptOverTheirs: [] };
  theirs.forEach((step, their) => {
    const loadedIndex = loadedIndexOf.get(their);
    if (loadedIndex === undefined) {
      merged.items.push(step);
      merged.sources.push(their);
      return;
    }
    const own = mineOf.get(loadedIndex);
    if (!own) return; // deleted by the author
    merged.items.push(own);
    merged.sources.push(their);
  });
  mine.forEach((step, index) => {
    const source = mineSources[index] ?? null;
    if (source === null) {
      merged.items.push(step);
      merged.sources.push(null);
      return;
    }
    if (theirIndexOf[source] !== null) return; // placed above
    // Gone from their list: their deletion stands unless the author edited the step.
    if (sameContent(step, loaded[source])) return;
    merged.items.push(step);
    merged.sources.push(null);
    merged.keptOverTheirs.push(step.title);
  });
  return merged;
}

/** What the editor adds to the conflict's message for each step kept over the other author's change. */
export const keptStepNotice = (titles: readonly string[]) =>
  titles
    .map((title) => `"${title}" was changed or deleted by someone else: your version is kept here.`)
    .join(' ');
