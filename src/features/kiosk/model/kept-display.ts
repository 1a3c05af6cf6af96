import { type Display, displayLayouts, displaySchema } from '../../../contracts/displays';
import { sameContent } from '../../../contracts/edit-conflict';
import { z } from '../../../contracts/zod';
import { keptDraftNotice } from '../../../core/unsaved-work/kept-drafts';
import { type DisplayFormValues, formValuesOf } from './display-form';

/*
 * A display edit kept through an expired session (walkthrough 37, D2; core/unsaved-work/kept-drafts.ts),
 * as the help and release-note editors keep theirs: the form's values as typed, and the display as
 * the form loaded it (none: a new display), so Save after signing in again is still refused (409)
 * when another admin changed it meanwhile.
 */

/** The name a display edit is kept under through an expiry. */
export const KEPT_DISPLAY = 'display';

/**
 * A panel as the form holds it: a report panel's title and address may be blank or wrong while
 * typing (the contract's checks would make such a draft unreadable, and so lost).
 */
const draftPanelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('clock') }),
  z.object({ kind: z.literal('announcements') }),
  z.object({ kind: z.literal('keyFigures') }),
  z.object({ kind: z.literal('alerts') }),
  z.object({ kind: z.literal('report'), title: z.string(), url: z.string() }),
]);

/** Numbers may be blank or hold the text as typed (`DisplayFormValues`). */
const typedNumberSchema = z.union([z.number(), z.string()]);

export const keptDisplaySchema = z.object({
  values: z.object({
    name: z.string(),
    accountId: z.union([z.number(), z.literal('')]),
    layout: z.enum(displayLayouts),
    rotateSeconds: typedNumberSchema,
    refreshSeconds: typedNumberSchema,
    panels: z.array(draftPanelSchema),
  }),
  loaded: z.optional(displaySchema),
});
export type KeptDisplay = z.infer<typeof keptDisplaySchema>;

/**
 * What an expiry keeps of the form: undefined while nothing is changed against the values it
 * opened with (or moved onto after a 409), else the values and the display they edit.
 */
export function keptDisplay(
  values: DisplayFormValues,
  loaded: Display | undefined,
  defaultAccountId: number | undefined,
): KeptDisplay | undefined {
  if (sameContent(values, formValuesOf(loaded, defaultAccountId))) return undefined;
  return loaded ? { values, loaded } : { values };
}

/** What a restored form says above its fields, until it is saved or cancelled. */
export const KEPT_DISPLAY_NOTICE = keptDraftNotice('display');
