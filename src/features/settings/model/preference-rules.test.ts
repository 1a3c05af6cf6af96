import { describe, expect, it } from 'vitest';
import { preferenceValueProblem } from '../../../contracts/preference-values';
import { PreferenceTitle, type UserPreference } from '../../../contracts/settings';
import { ApiError, OFFLINE_MESSAGE } from '../../../core/api/api-error';
import {
  ACCENT_THEMES_ONLY_TEXT,
  accentEnabled,
  appearanceFrom,
  appearanceWithPending,
  disabledReason,
  dropdownChoices,
  keptForNextSignIn,
  type LookSources,
  lookFollowsPreferences,
  markOfFailedSave,
  marksNotSaved,
  NOT_SAVED_SERVER_FAILED_TEXT,
  notSavedText,
  type PendingPreference,
  pendingAfterFailedSave,
  savedChangesShown,
  saveTrigger,
  shownPreferences,
  withPendingValues,
} from './preference-rules';

const preference = (
  title: string,
  value: string,
  overrides: Partial<UserPreference> = {},
): UserPreference => ({
  id: 1,
  title,
  value,
  type: 'Dropdown',
  options: [],
  resolveType: null,
  ...overrides,
});

describe('preferenceValueProblem (phone numbers)', () => {
  it.each([
    ['123-456-7890', undefined],
    ['', undefined],
    ['1234567890', 'Invalid Phone Number'],
    ['123-4567-890', 'Invalid Phone Number'],
    ['123-456-789', 'Invalid Phone Number'],
    ['abc-def-ghij', 'Invalid Phone Number'],
    [' 123-456-7890', 'Invalid Phone Number'],
  ])('%j → %s', (value, problem) => {
    expect(preferenceValueProblem({ type: 'PhoneNumber', title: 'Mobile Phone', options: [] }, value)).toBe(
      problem,
    );
  });
});

describe('preferenceValueProblem (other types)', () => {
  const options = [{ title: 'Light', value: 'light' }];
  it.each([
    [{ type: 'Number', title: 'Font Size', options: [] }, '16', undefined],
    [{ type: 'Number', title: 'Font Size', options: [] }, '30', 'Enter a size from 12 to 22.'],
    [{ type: 'Number', title: 'Font Size', options: [] }, '', 'Enter a whole number.'],
    [{ type: 'Number', title: 'Other', options: [] }, '1.5', 'Enter a whole number.'],
    // Number() takes these; a whole number in digits does not (walkthrough 8).
    [{ type: 'Number', title: 'Other', options: [] }, '1e3', 'Enter a whole number.'],
    [{ type: 'Number', title: 'Other', options: [] }, '16.0', 'Enter a whole number.'],
    [{ type: 'Number', title: 'Other', options: [] }, '0x10', 'Enter a whole number.'],
    [{ type: 'Number', title: 'Other', options: [] }, '-3', undefined],
    [{ type: 'Switch', title: 'Merge Roles', options: [] }, 'true', undefined],
    [{ type: 'Switch', title: 'Merge Roles', options: [] }, 'yes', 'Must be true or false.'],
    [{ type: 'Dropdown', title: 'Theme', options }, 'light', undefined],
    [{ type: 'Dropdown', title: 'Theme', options }, 'dark', 'Not one of the options'],
  ] as const)('%o with %j → %s', (definition, value, problem) => {
    expect(preferenceValueProblem({ ...definition, options: [...definition.options] }, value)).toBe(problem);
  });
});

describe('saveTrigger', () => {
  it.each([
    ['PhoneNumber', 'blur'],
    ['Number', 'debounced'],
    ['Switch', 'debounced'],
    ['Dropdown', 'debounced'],
    ['ColorPicker', 'debounced'],
  ] as const)('saves a %s on %s', (type, trigger) => {
    expect(saveTrigger(type)).toBe(trigger);
  });
});

describe('disabledReason', () => {
  it('says why the accent picker is disabled under a theme without accents, and nothing otherwise', () => {
    expect(disabledReason(PreferenceTitle.accentColor, 'dark')).toBe(ACCENT_THEMES_ONLY_TEXT);
    expect(disabledReason(PreferenceTitle.accentColor, 'light')).toBeUndefined();
    expect(disabledReason(PreferenceTitle.accentColor, 'neon')).toBeUndefined();
    expect(disabledReason(PreferenceTitle.theme, 'dark')).toBeUndefined();
  });
});

describe('accentEnabled', () => {
  it.each([
    ['light', true],
    ['neon', true],
    ['dark', false],
    ['holiday', false],
    ['spooky', false],
  ])('%s → %s', (theme, enabled) => {
    expect(accentEnabled(theme)).toBe(enabled);
  });
});

describe('appearanceFrom', () => {
  it.each([
    ['light with an accent', ['light', '18', 'coral'], { theme: 'light', fontSizePx: 18, accent: 'coral' }],
    ['dark drops the accent', ['dark', '16', 'coral'], { theme: 'dark', fontSizePx: 16, accent: null }],
    ['neon keeps it', ['neon', '14', 'pink'], { theme: 'neon', fontSizePx: 14, accent: 'pink' }],
    ['an odd size keeps 16', ['light', 'big', 'blue'], { theme: 'light', fontSizePx: 16, accent: 'blue' }],
  ])('%s', (_case, [theme = '', size = '', accent = ''], expected) => {
    const preferences = [
      preference('Theme', theme),
      preference('Font Size', size),
      preference('Accent Color', accent),
    ];
    expect(appearanceFrom(preferences)).toEqual(expected);
  });

  it('keeps the defaults without preferences', () => {
    expect(appearanceFrom([])).toEqual({ theme: 'light', fontSizePx: 16, accent: null });
  });
});

describe('appearanceWithPending', () => {
  const saved = [preference('Theme', 'light'), preference('Font Size', '20', { type: 'Number' })];
  const typed = (value: string) => ({ 'Font Size': { value, status: 'editing' as const } });

  it('takes an unsaved size in range at once', () => {
    expect(appearanceWithPending(saved, typed('22')).fontSizePx).toBe(22);
  });

  it.each(['24', '11', '', '1.5'])('keeps the saved size while %j is typed (it cannot be saved)', (value) => {
    expect(appearanceWithPending(saved, typed(value)).fontSizePx).toBe(20);
  });
});

describe('savedChangesShown (walkthrough 14, D3)', () => {
  const copy = [preference('Theme', 'light'), preference('Font Size', '20', { type: 'Number' })];

  it.each<[string, PendingPreference, boolean]>([
    ['a saved change the copy shows: no longer pending', { value: '20', status: 'saved' }, true],
    [
      'a saved change the copy does not show yet (read before it was written): still pending',
      { value: '22', status: 'saved' },
      false,
    ],
    ['a change still saving, though the copy shows its value', { value: '20', status: 'saving' }, false],
    ['a refused change, though the copy shows its value', { value: '20', status: 'failed' }, false],
    ['a change being typed, though the copy shows its value', { value: '20', status: 'editing' }, false],
  ])('%s', (_case, change, shown) => {
    expect(savedChangesShown(copy, { 'Font Size': change })).toEqual(shown ? ['Font Size'] : []);
  });

  it('leaves a saved change of a preference the copy does not list', () => {
    expect(savedChangesShown(copy, { 'Accent Color': { value: 'teal', status: 'saved' } })).toEqual([]);
  });
});

describe('lookFollowsPreferences', () => {
  const LOOK_READ = 1_000;
  const sources = (overrides: Partial<LookSources>): LookSources => ({
    fetchedAt: LOOK_READ + 200,
    lookReadAt: LOOK_READ,
    serverUnavailable: false,
    changedHere: false,
    userLeaving: false,
    ...overrides,
  });

  it.each<[string, boolean, Partial<LookSources>]>([
    ['a copy read from the server on this page', true, {}],
    ['a copy read before the page (a save cut short may be missing)', false, { fetchedAt: LOOK_READ - 200 }],
    [
      'that older copy while offline or the read failed',
      true,
      { fetchedAt: LOOK_READ - 200, serverUnavailable: true },
    ],
    [
      'that older copy under a change made on this page',
      true,
      { fetchedAt: LOOK_READ - 200, changedHere: true },
    ],
    ['no copy at all', false, { fetchedAt: undefined, serverUnavailable: true, changedHere: true }],
    ['a copy read on this page while the user signs out (walkthrough 14, D4)', false, { userLeaving: true }],
    [
      'the user signing out with a change made here, offline',
      false,
      { userLeaving: true, changedHere: true, serverUnavailable: true },
    ],
  ])('%s: follows it = %s', (_case, follows, overrides) => {
    expect(lookFollowsPreferences(sources(overrides))).toBe(follows);
  });
});

describe('marksNotSaved', () => {
  it.each<[string, unknown, boolean]>([
    ['the server refused the save', new ApiError('http', 'Internal Server Error', 500), true],
    ['no network', new ApiError('network', OFFLINE_MESSAGE), true],
    ['an answer the app cannot read', new ApiError('contract', 'Unreadable'), true],
    ['anything else thrown', new Error('boom'), true],
    [
      'a call dropped while signing out (S1 §4): nothing failed',
      new ApiError('dropped', 'Signing out.'),
      false,
    ],
  ])('%s', (_case, error, marked) => {
    expect(marksNotSaved(error)).toBe(marked);
  });
});

describe('markOfFailedSave', () => {
  it.each<[string, unknown, 'waiting' | 'failed' | undefined]>([
    [
      'no network: sent again once the connection is back',
      new ApiError('network', OFFLINE_MESSAGE),
      'waiting',
    ],
    ['the server refused the save', new ApiError('http', 'Bad Request', 400), 'failed'],
    ['the server failed', new ApiError('http', 'Internal Server Error', 500), 'failed'],
    ['an answer the app cannot read', new ApiError('contract', 'Unreadable'), 'failed'],
    ['anything else thrown', new Error('boom'), 'failed'],
    ['a call dropped while signing out', new ApiError('dropped', 'Signing out.'), undefined],
  ])('%s', (_case, error, mark) => {
    expect(markOfFailedSave(error)).toBe(mark);
  });
});

describe('notSavedText', () => {
  it.each<[string, unknown, string]>([
    [
      "a refusal (400) gives the server's message",
      new ApiError('http', "'Font Size' is a Number preference.", 400),
      "Not saved: 'Font Size' is a Number preference.",
    ],
    [
      'a conflict (409) too',
      new ApiError('http', 'Preferences are locked during the audit.', 409),
      'Not saved: Preferences are locked during the audit.',
    ],
    [
      'a server failure says so plainly',
      new ApiError('http', '500 Internal Server Error', 500),
      NOT_SAVED_SERVER_FAILED_TEXT,
    ],
    [
      "a gateway's status line is not shown",
      new ApiError('http', '502 Bad Gateway', 502),
      NOT_SAVED_SERVER_FAILED_TEXT,
    ],
    [
      "an answer the app cannot read gives the request layer's sentence",
      new ApiError('contract', 'The server sent an answer this app cannot read. Please try again later.'),
      'Not saved: The server sent an answer this app cannot read. Please try again later.',
    ],
    ['anything else thrown', new Error('boom'), NOT_SAVED_SERVER_FAILED_TEXT],
  ])('%s', (_case, error, text) => {
    expect(notSavedText(error)).toBe(text);
  });
});

describe('pendingAfterFailedSave', () => {
  it('marks a refused change failed, with what its field says', () => {
    expect(pendingAfterFailedSave('20', new ApiError('http', 'Locked.', 409))).toEqual({
      value: '20',
      status: 'failed',
      notSavedBecause: 'Not saved: Locked.',
    });
  });

  it('marks one that found no connection waiting, with no reason; one dropped while signing out not at all', () => {
    expect(pendingAfterFailedSave('20', new ApiError('network', OFFLINE_MESSAGE))).toEqual({
      value: '20',
      status: 'waiting',
    });
    expect(pendingAfterFailedSave('20', new ApiError('dropped', 'Signing out.'))).toBeUndefined();
  });
});

describe('withPendingValues', () => {
  it('shows unsaved and refused changes over the server values', () => {
    const shown = withPendingValues([preference('Theme', 'light'), preference('Font Size', '16')], {
      Theme: { value: 'dark', status: 'failed' },
    });
    expect(shown.map((p) => p.value)).toEqual(['dark', '16']);
  });
});

describe('dropdownChoices', () => {
  const visible = [
    { title: 'Light', value: 'light' },
    { title: 'Dark', value: 'dark' },
  ];
  it.each([
    ['a visible theme', 'dark', ['light', 'dark']],
    ['a hidden theme, named', 'aptitude-2025', ['light', 'dark', 'aptitude-2025']],
    ['an unknown value, as is', 'retro', ['light', 'dark', 'retro']],
  ])('lists %s', (_case, value, values) => {
    expect(dropdownChoices(preference('Theme', value, { options: visible })).map((o) => o.value)).toEqual(
      values,
    );
  });

  it('names a hidden theme by its title', () => {
    expect(dropdownChoices(preference('Theme', 'aptitude', { options: visible })).at(-1)?.title).toBe(
      'Aptitude 2024',
    );
  });
});

describe('shownPreferences (S2 §5: the role selector needs the role switch on)', () => {
  const roles = (roleSwitch: string | null) => [
    preference('Theme', 'light'),
    ...(roleSwitch === null ? [] : [preference('Role Switch', roleSwitch, { type: 'RoleSwitch' })]),
    preference('Default Role', '3', { type: 'RoleSelector' }),
    preference('Startup App', '', { type: 'AppSelector' }),
  ];
  it.each([
    ['role switch on', 'true', ['Theme', 'Role Switch', 'Default Role', 'Startup App']],
    ['role switch off', 'false', ['Theme', 'Role Switch', 'Startup App']],
    ['no role switch at all', null, ['Theme', 'Startup App']],
  ])('%s', (_case, roleSwitch, titles) => {
    expect(shownPreferences(roles(roleSwitch)).map((p) => p.title)).toEqual(titles);
  });
});

describe('keptForNextSignIn', () => {
  it.each([
    ['the session expired', new ApiError('sessionExpired', 'Session expired, please re-login!'), true],
    ['dropped while signing out', new ApiError('dropped', 'Signing out.'), true],
    ['refused as unauthenticated', new ApiError('http', 'Unauthorized', 401), true],
    ['refused for its value', new ApiError('http', 'Font Size must be 12 to 22.', 400), false],
    ['no connection', new ApiError('network', 'The server could not be reached.'), false],
    ['a server failure', new ApiError('http', 'Bad gateway', 502), false],
    ['anything else thrown', new Error('boom'), false],
  ])('%s', (_case, error, kept) => {
    expect(keptForNextSignIn(error)).toBe(kept);
  });
});
