import { area, decideAccess } from './access';
import type { Claim } from './claims';
import { announcementSchema } from './shell';
import { userTextProblem, userTitleSchema, withoutHiddenCharacters } from './user-text';
import { z } from './zod';

/*
 * Wall displays (issue 8, docs/kiosk.md): a display definition configured on the server, the data
 * its panels show, the heartbeat each display sends, and the admin writes. Reads and heartbeats
 * are public (S1 §2.1: /display is not guarded); writes need the `displaymanagement` claim.
 */

/** What a panel shows. `report` embeds a report page by its URL. */
export const panelKinds = ['clock', 'announcements', 'keyFigures', 'alerts', 'report'] as const;
export type PanelKind = (typeof panelKinds)[number];

export const panelKindNames: Readonly<Record<PanelKind, string>> = {
  clock: 'Clock and date',
  announcements: 'Announcements',
  keyFigures: 'Key figures',
  alerts: 'Alerts',
  report: 'Report',
};

const simplePanel = <K extends Exclude<PanelKind, 'report'>>(kind: K) => z.object({ kind: z.literal(kind) });

export const reportPanelSchema = z.object({
  kind: z.literal('report'),
  title: userTitleSchema({
    required: 'A report panel needs a title.',
    maxLength: 100,
    tooLong: 'A report panel title is at most 100 characters.',
    what: 'A report panel title',
  }),
  url: z.string().check(
    z.trim(),
    z.refine((value) => /^https?:\/\/\S+$/i.test(value), 'A report panel needs an http(s) address.'),
  ),
});

export const panelSchema = z.discriminatedUnion('kind', [
  simplePanel('clock'),
  simplePanel('announcements'),
  simplePanel('keyFigures'),
  simplePanel('alerts'),
  reportPanelSchema,
]);
export type Panel = z.infer<typeof panelSchema>;

/** `rotate`: one panel at a time, full screen, in order. `grid`: every panel at once. */
export const displayLayouts = ['rotate', 'grid'] as const;
export type DisplayLayout = (typeof displayLayouts)[number];

/** Bounds a wall display can live with: slower is a frozen screen, faster hammers the server. */
export const REFRESH_SECONDS_BOUNDS = { min: 15, max: 3_600 } as const;
export const ROTATE_SECONDS_BOUNDS = { min: 5, max: 600 } as const;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const MAX_PANELS = 12;

const secondsWithin = (what: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${what} must be a number of seconds.` })
    .check(
      z.int(`${what} must be whole seconds.`),
      z.minimum(bounds.min, `${what} must be at least ${bounds.min} seconds.`),
      z.maximum(bounds.max, `${what} must be at most ${bounds.max} seconds.`),
    );

/**
 * A name holding a text-direction control shows its text reversed or moved, and could pass one
 * display off as another in the list a technician picks from (walkthrough 8, defect 11): refused
 * by the rule every user-written title and name follows (contracts/user-text.ts).
 */
const DISPLAY_NAME = 'A display name';
export const DISPLAY_NAME_DIRECTION_MESSAGE = userTextProblem('\u202e', DISPLAY_NAME);

/** What an admin saves (POST creates, PUT updates). */
export const saveDisplaySchema = z.object({
  name: userTitleSchema({
    required: 'A display needs a name.',
    maxLength: DISPLAY_NAME_MAX_LENGTH,
    tooLong: `A display name is at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    what: DISPLAY_NAME,
  }),
  accountId: z.number({ error: 'A display needs an account.' }).check(z.int()),
  layout: z.enum(displayLayouts, { error: "Layout must be 'rotate' or 'grid'." }),
  rotateSeconds: secondsWithin('Rotation', ROTATE_SECONDS_BOUNDS),
  refreshSeconds: secondsWithin('Refresh interval', REFRESH_SECONDS_BOUNDS),
  panels: z
    .array(panelSchema, { error: 'A display needs at least one panel.' })
    .check(
      z.minLength(1, 'A display needs at least one panel.'),
      z.maxLength(MAX_PANELS, `A display has at most ${MAX_PANELS} panels.`),
    ),
});
export type SaveDisplay = z.infer<typeof saveDisplaySchema>;

/** A display as the server stores it, with its account's name and timezone (the clock's zone). */
export const displaySchema = z.extend(saveDisplaySchema, {
  id: z.int().check(z.positive()),
  accountName: z.string(),
  timezone: z.string().check(z.minLength(1)),
});
export type Display = z.infer<typeof displaySchema>;

/** /display lists these to pick from. */
export const displaySummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  accountName: z.string(),
});
export type DisplaySummary = z.infer<typeof displaySummarySchema>;

export const keyFigureSchema = z.object({ label: z.string(), value: z.int() });
export type KeyFigure = z.infer<typeof keyFigureSchema>;

export const displayAlertSchema = z.object({
  id: z.int(),
  severity: z.enum(['info', 'warning', 'critical']),
  title: z.string(),
  text: z.string(),
  createdAt: z.number(),
});
export type DisplayAlert = z.infer<typeof displayAlertSchema>;

/** Everything the display's panels show, as of `generatedAt` (server time, epoch ms). */
export const displayDataSchema = z.object({
  displayId: z.int(),
  generatedAt: z.number(),
  /** Announcement bodies are HTML: shown through the one sanitiser. */
  announcements: z.array(announcementSchema),
  keyFigures: z.array(keyFigureSchema),
  alerts: z.array(displayAlertSchema),
});
export type DisplayData = z.infer<typeof displayDataSchema>;

export const wakeLockStates = ['held', 'released', 'unsupported', 'denied'] as const;
export type WakeLockState = (typeof wakeLockStates)[number];

/** What a display reports about itself (POST Displays/{id}/Heartbeat). */
export const heartbeatSchema = z.object({
  appVersion: z.string().check(z.maxLength(100)),
  /** Epoch ms (device clock) of the last successful data refresh; null before the first. */
  lastRefreshAt: z.nullable(z.number()),
  /** Records waiting in the outbox. */
  queueDepth: z.int().check(z.minimum(0)),
  wakeLock: z.enum(wakeLockStates),
  online: z.boolean(),
  /** Epoch ms (device clock) since which the display has been online (or offline). */
  connectionSince: z.number(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** Displays send a heartbeat this often; one missing three in a row is stale. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const HEARTBEAT_STALE_AFTER_MS = 3 * HEARTBEAT_INTERVAL_MS;

/** A heartbeat received at `receivedAt` (server time) no longer vouches for the display at `now`. */
export function isHeartbeatStale(receivedAt: number | null, now: number): boolean {
  return receivedAt === null || now - receivedAt > HEARTBEAT_STALE_AFTER_MS;
}

export const storedHeartbeatSchema = z.extend(heartbeatSchema, { receivedAt: z.number() });

/** The admin's view of one display: its definition, last heartbeat and whether that is stale. */
export const displayStatusSchema = z.object({
  display: displaySchema,
  lastHeartbeat: z.nullable(storedHeartbeatSchema),
  stale: z.boolean(),
});
export type DisplayStatus = z.infer<typeof displayStatusSchema>;

/** Who may create, edit and delete displays and see their heartbeats (S1 §2.1: `displaymanagement`). */
export const displayManagementRule = { anyOf: [area('displaymanagement')] } as const;
export const canManageDisplays = (claims: readonly Claim[]) =>
  decideAccess(displayManagementRule, claims) === 'allowed';

/**
 * Whether another display (not `exceptId`) already has `name`, outer spaces, case and characters
 * that take no space (a zero-width space) aside: two screens of one name are told apart only by
 * their ids in the list a technician sets a screen up from (walkthrough 8, defect 11).
 */
export function displayNameTaken(
  name: string,
  displays: readonly { id: number; name: string }[],
  exceptId?: number,
): boolean {
  // Characters that take no space aside too: 'Lob\u200Bby' reads as 'Lobby' in the list.
  const keyOf = (text: string) => withoutHiddenCharacters(text).trim().toLocaleLowerCase();
  const key = keyOf(name);
  return displays.some((display) => display.id !== exceptId && keyOf(display.name) === key);
}

export const displayNameTakenMessage = (name: string) =>
  `Another display is already named '${name.trim()}': give this one a name of its own.`;
