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

export const TOPIC_EDIT_LOST = 'You can no longer edit this help topic: the topic editor was closed.';
export const TOPIC_EDIT_LOST_NOT_SAVED =
  'You can no longer edit this help topic: the topic editor was closed and your changes were not saved.';

/** What the app says as it closes the Help Topics editor; `changed`: it held typed changes. */
export const topicEditLostNotice = (changed: boolean) =>
  changed ? TOPIC_EDIT_LOST_NOT_SAVED : TOPIC_EDIT_LOST;
