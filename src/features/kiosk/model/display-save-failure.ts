import { isNotFound, messageOf } from '../../../core/api/api-error';
import { deletedMeanwhileNotice } from '../../../core/api/edit-conflict';

/*
 * A display's Save after another admin deleted it (walkthrough 36, D5): it said 'There is no
 * display 3.' on every Save, the deleted row still listed behind. As a help topic deleted
 * meanwhile does (docs/help.md), the form becomes a new display's with the admin's values, and
 * Save adds it; the list is read again. Its number is new (the server gives it), so the screen
 * showing the old one needs the new address: said too (docs/kiosk.md).
 */

/** What the form says after its update met a display deleted meanwhile. */
export const DISPLAY_DELETED_MEANWHILE = `${deletedMeanwhileNotice('display')} It gets a new number: its screen then needs the new address.`;

/**
 * What the display form does after its Save failed: `saveAsNew` when the update met a display
 * deleted meanwhile (the form then adds it), and what it says: that, or the server's message.
 * No message for a call dropped while signing out.
 */
export function displaySaveFailure(
  error: unknown,
  isNew: boolean,
): { message: string | undefined; saveAsNew: boolean } {
  if (!isNew && isNotFound(error)) return { message: DISPLAY_DELETED_MEANWHILE, saveAsNew: true };
  return { message: messageOf(error), saveAsNew: false };
}
