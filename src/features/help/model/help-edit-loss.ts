/*
 * A renewal took the user's help rights (helpmanagement) while help edit mode was open
 * (walkthrough 37, D6): edit mode stayed, with the item form and its Save, and every Save was
 * refused. Now edit mode and the authoring panels close, and the user is told why, and whether
 * text being written went with them (docs/help.md, "Help rights taken while editing").
 */

export const HELP_EDIT_LOST = 'You can no longer edit help: help edit mode was closed.';
export const HELP_EDIT_LOST_NOT_SAVED =
  'You can no longer edit help: help edit mode was closed and your changes were not saved.';

/** What the app says as it closes help editing; `writing`: a help item, tutorial or agent edit was open. */
export const helpEditLostNotice = (writing: boolean) => (writing ? HELP_EDIT_LOST_NOT_SAVED : HELP_EDIT_LOST);
