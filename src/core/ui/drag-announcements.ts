/**
 * What a screen reader hears at each step of a drag in a `SortableList` (the library's
 * `provided.announce`, an assertive live region).
 *
 * The library's own texts name no entry ('You have lifted an item in position 3'): a user who
 * cannot see the list heard positions, never which favorite or step was moving (walkthrough 32,
 * O1). These name it, and give the list's length so a position means something.
 *
 * Indices are the library's, from 0; the texts count from 1.
 */
export type DragStep =
  | { step: 'lifted'; from: number }
  /** `to` is undefined while the entry is outside the list (dropped there, it goes back). */
  | { step: 'moved'; from: number; to: number | undefined }
  /** `to` is undefined when the drag was cancelled (Escape) or ended outside the list. */
  | { step: 'dropped'; from: number; to: number | undefined };

export function dragAnnouncement(label: string, count: number, drag: DragStep): string {
  const of = (index: number) => `${index + 1} of ${count}`;
  switch (drag.step) {
    case 'lifted':
      return `${label} lifted, position ${of(drag.from)}.`;
    case 'moved':
      return drag.to === undefined
        ? `${label} is outside the list; dropped here it returns to position ${drag.from + 1}.`
        : `${label} moved to position ${of(drag.to)}.`;
    case 'dropped':
      return drag.to === undefined || drag.to === drag.from
        ? `${label} returned to position ${drag.from + 1}.`
        : `${label} dropped at position ${of(drag.to)}.`;
  }
}
