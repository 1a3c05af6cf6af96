import { describe, expect, it } from 'vitest';
import type { Claim } from './claims';
import type { ReleaseFilters, ReleaseNote } from './release-notes';
import {
  appsReadableBy,
  filtersNotes,
  noteAsSeenBy,
  noteMatchesFilters,
  noteReaderOf,
  visibleVersionStatuses,
} from './release-notes-access';

const perm = (...values: string[]): Claim[] =>
  values.map((claimValue) => ({ claimType: 'permissions', claimValue }));
const systemAdmin: Claim[] = [{ claimType: 'roletype', claimValue: 'systemadmin' }];
const admin: Claim[] = [{ claimType: 'role', claimValue: 'admin' }];

const note = (overrides: Partial<ReleaseNote> = {}): ReleaseNote => ({
  id: 1,
  versionId: 7,
  noteApps: ['marketrates'],
  noteAppNames: ['Market Rates'],
  changeType: 'Feature',
  comment: '<p>Rates &amp; <strong>fees</strong> export</p>',
  accessLevel: null,
  order: 1,
  ...overrides,
});

describe('visibleVersionStatuses', () => {
  it.each([
    ['a user asking for nothing', perm('marketrates.1'), [], ['Active']],
    ['a user asking for drafts', perm('marketrates.0'), ['Draft'], ['Active']],
    ['an admin who is not a system admin', admin, ['Inactive'], ['Active']],
    [
      'a system admin asking for nothing',
      systemAdmin,
      [],
      ['Draft', 'Submit', 'Active', 'Inactive', 'Abandon'],
    ],
    ['a system admin asking for drafts twice', systemAdmin, ['Draft', 'Draft'], ['Draft']],
  ] as const)('%s gets %j', (_case, claims, requested, expected) => {
    expect(visibleVersionStatuses(claims, requested)).toEqual(expected);
  });
});

describe('noteAsSeenBy', () => {
  const limitedUser = noteReaderOf(perm('marketrates.2'));
  const user = noteReaderOf(perm('marketrates.1', 'marketrates.2'));
  const wildcard = noteReaderOf(perm('marketrates.*'));
  const appAdmin = noteReaderOf(perm('marketrates.0'));
  const otherApp = noteReaderOf(perm('survey.0'));

  it.each([
    ['Any, limited user', null, limitedUser, true],
    ['All (limited), limited user', 'limited', limitedUser, true],
    ['user level, limited user', 'user', limitedUser, false],
    ['user level, user (best of two claims)', 'user', user, true],
    ['user level, * claim (counts as User)', 'user', wildcard, true],
    ['admin level, * claim', 'admin', wildcard, false],
    ['admin level, app admin', 'admin', appAdmin, true],
    ['Any, a user of another app only', null, otherApp, false],
  ] as const)('%s → %s', (_case, accessLevel, reader, visible) => {
    expect(noteAsSeenBy(note({ accessLevel }), reader) !== undefined).toBe(visible);
  });

  it('lets admins and system admins read every note', () => {
    for (const claims of [admin, systemAdmin]) {
      expect(
        noteAsSeenBy(note({ accessLevel: 'admin', noteApps: ['x'] }), noteReaderOf(claims)),
      ).toBeDefined();
    }
  });

  it('names only the apps the reader can read', () => {
    const shared = note({ noteApps: ['marketrates', 'survey'], noteAppNames: ['Market Rates', 'Survey'] });
    expect(noteAsSeenBy(shared, limitedUser)).toMatchObject({
      noteApps: ['marketrates'],
      noteAppNames: ['Market Rates'],
    });
  });

  it('ignores claims that are not levels', () => {
    expect(noteAsSeenBy(note(), noteReaderOf(perm('marketrates.x', 'marketrates')))).toBeUndefined();
  });
});

describe('appsReadableBy', () => {
  const apps = [
    { title: 'Market Rates', value: 'marketrates' },
    { title: 'Survey', value: 'survey' },
  ];
  it('lists the apps the user holds a claim for, and every app for authors', () => {
    expect(appsReadableBy(noteReaderOf(perm('survey.2')), apps)).toEqual([apps[1]]);
    expect(appsReadableBy(noteReaderOf(admin), apps)).toEqual(apps);
    expect(appsReadableBy(noteReaderOf([]), apps)).toEqual([]);
  });
});

describe('noteMatchesFilters', () => {
  it.each<[string, ReleaseFilters, boolean]>([
    ['no filters', {}, true],
    ['words of the text, any case', { search: 'RATES & FEES' }, true],
    ['accents ignored (walkthrough 22, F3)', { search: 'RÂTES & FÉES' }, true],
    ['markup is not text', { search: 'strong' }, false],
    ['blank search', { search: '   ' }, true],
    ['accents alone find nothing', { search: '\u0301' }, false],
    ['its change type', { changeTypes: ['Fix', 'Feature'] }, true],
    ['another change type', { changeTypes: ['Fix'] }, false],
    ['one of its apps', { apps: ['survey', 'MarketRates'] }, true],
    ['other apps', { apps: ['survey'] }, false],
    ['all fields must match', { search: 'export', changeTypes: ['Fix'] }, false],
  ])('%s → %s', (_case, filters, matches) => {
    expect(noteMatchesFilters(note(), filters)).toBe(matches);
  });
});

describe('filtersNotes', () => {
  it.each<[ReleaseFilters, boolean]>([
    [{}, false],
    [{ search: ' ', changeTypes: [], apps: [] }, false],
    [{ releaseTypes: ['Draft'] }, false],
    [{ search: 'x' }, true],
    [{ changeTypes: ['Fix'] }, true],
    [{ apps: ['survey'] }, true],
  ])('%j → %s', (filters, expected) => {
    expect(filtersNotes(filters)).toBe(expected);
  });
});
