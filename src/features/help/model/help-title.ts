import { TITLE } from '../../../contracts/help-authoring';
import { userTextProblem } from '../../../contracts/user-text';
import { tooLongProblem } from '../../../core/format/length-limit';

/**
 * Why a help topic's, help item's or tutorial's title cannot be saved as typed, shown under the
 * field: a character the server refuses, or its length (trimmed, as the contract measures it). A
 * longer title is kept whole in the field, not cut at the limit (walkthrough 35, D2).
 */
export const helpTitleProblem = (title: string, maxLength: number): string | undefined =>
  userTextProblem(title, TITLE) ?? tooLongProblem(title.trim(), maxLength, TITLE);
