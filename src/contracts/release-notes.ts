import { z } from './zod';

/** Versions page size of S2 §9: skip-based paging, 25 at a time. */
export const RELEASE_VERSIONS_PAGE_SIZE = 25;
/** The largest page the server hands out (a client asking for more gets a 400). */
export const RELEASE_VERSIONS_MAX_TAKE = 100;

/** Version status (S2 §4; also the "release type" filter). */
export const versionStatuses = ['Draft', 'Submit', 'Active', 'Inactive', 'Abandon'] as const;
export const versionStatusSchema = z.enum(versionStatuses);
export type VersionStatus = z.infer<typeof versionStatusSchema>;

export const changeTypes = ['Feature', 'Enhancement', 'Fix'] as const;
export const changeTypeSchema = z.enum(changeTypes);
export type ChangeType = z.infer<typeof changeTypeSchema>;

/** A note's access level (S2 §3); null is 'Any'. The level `limited` is labelled 'All'. */
export const accessLevels = ['admin', 'user', 'limited'] as const;
export const accessLevelSchema = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** An app a note can be about: `value` is the app's permission area (e.g. `marketrates`). */
export const appOptionSchema = z.object({ title: z.string(), value: z.string() });
export type AppOption = z.infer<typeof appOptionSchema>;

export const releaseNoteSchema = z.object({
  id: z.int(),
  versionId: z.int(),
  /** App values (permission areas) the note is about. */
  noteApps: z.array(z.string()),
  /** Their titles, in the same order. */
  noteAppNames: z.array(z.string()),
  changeType: changeTypeSchema,
  /** Rich text (HTML); shown sanitised. */
  comment: z.string(),
  accessLevel: z.nullable(accessLevelSchema),
  order: z.int(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const releaseVersionSchema = z.object({
  id: z.int(),
  /** The version text, e.g. `3.2.0` (`Draft` for an unsaved draft). */
  version: z.string(),
  status: versionStatusSchema,
  /** Present when a version travels with its notes (authoring); the versions list leaves it out. */
  releaseNotes: z.optional(z.array(releaseNoteSchema)),
  /** ISO 8601. */
  createDate: z.string(),
});
export type ReleaseVersion = z.infer<typeof releaseVersionSchema>;

/** The longest comment search the API takes (the search box holds no more). */
export const RELEASE_NOTES_SEARCH_MAX_LENGTH = 200;

/**
 * The search filter panel (S2 §2). Every field is optional; an empty list means no filter.
 * `releaseTypes` is for system admins only: the server forces `Active` for everyone else.
 */
export const releaseFiltersSchema = z.object({
  /** Words of the comments (case-insensitive, markup ignored). */
  search: z.optional(z.string().check(z.maxLength(RELEASE_NOTES_SEARCH_MAX_LENGTH))),
  changeTypes: z.optional(z.array(changeTypeSchema)),
  apps: z.optional(z.array(z.string())),
  releaseTypes: z.optional(z.array(versionStatusSchema)),
});
export type ReleaseFilters = z.infer<typeof releaseFiltersSchema>;

/** POST ReleaseNotes/ReleaseVersions. `search` searches the comments (as `filters.search` would). */
export const releaseVersionsRequestSchema = z.object({
  skip: z.int().check(z.minimum(0)),
  take: z.int().check(z.minimum(1), z.maximum(RELEASE_VERSIONS_MAX_TAKE)),
  search: z.optional(z.string().check(z.maxLength(RELEASE_NOTES_SEARCH_MAX_LENGTH))),
  filters: z.optional(releaseFiltersSchema),
});
export type ReleaseVersionsRequest = z.infer<typeof releaseVersionsRequestSchema>;

/**
 * POST ReleaseNotes/ReleaseNotes/{versionId or releaseNotesKey}: `{ filters }` (S2 §7), or an
 * empty body (S1 §7: the notes of the Version claim's release-notes key).
 */
export const releaseNotesRequestSchema = z.optional(z.object({ filters: z.optional(releaseFiltersSchema) }));
export type ReleaseNotesRequest = z.infer<typeof releaseNotesRequestSchema>;

/**
 * GET ReleaseNotes/PushReleaseVersion: which version was announced, to how many users. A version
 * is notified once: a repeat push notifies no one (`notified` 0) and says it was `alreadyPushed`.
 */
export const pushReleaseResultSchema = z.object({
  version: z.string(),
  notified: z.int().check(z.minimum(0)),
  alreadyPushed: z.boolean(),
});
export type PushReleaseResult = z.infer<typeof pushReleaseResultSchema>;
