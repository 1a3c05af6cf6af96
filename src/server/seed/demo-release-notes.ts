import type { AccessLevel, AppOption, ChangeType, VersionStatus } from '../../contracts/release-notes';

/** Apps notes are about; each value is a permission area the demo users' claims name. */
export const demoReleaseApps: readonly AppOption[] = [
  { value: 'marketrates', title: 'Market Rates' },
  { value: 'laborplanning', title: 'Labor Planning' },
  { value: 'metricsentry', title: 'Metric Entry' },
  { value: 'metricsmanagement', title: 'Metric Management' },
  { value: 'announcements', title: 'Announcements' },
  { value: 'driverquality', title: 'Driver Quality' },
  { value: 'taskmanagement', title: 'Task Management' },
  { value: 'survey', title: 'Survey' },
  { value: 'laborworkload', title: 'Labor Workload' },
  { value: 'acctmanagement', title: 'Account Management' },
];

export interface DemoReleaseNote {
  changeType: ChangeType;
  apps: string[];
  accessLevel: AccessLevel | null;
  commentHtml: string;
}

export interface DemoReleaseVersion {
  id: number;
  version: string;
  releaseNotesKey: string;
  status: VersionStatus;
  /** Days before seeding. */
  ageDays: number;
  notes: DemoReleaseNote[];
}

/** The release the demo users' Version claim names (`3.2.0||rn-3.2.0||…`). */
export const CURRENT_RELEASE = { version: '3.2.0', releaseNotesKey: 'rn-3.2.0' } as const;

/** The current release's notes, written out: the browser tests read them. */
const currentReleaseNotes: DemoReleaseNote[] = [
  {
    changeType: 'Feature',
    apps: ['marketrates'],
    accessLevel: null,
    commentHtml: '<p>Market rates can be <strong>exported to a spreadsheet</strong>.</p>',
  },
  {
    changeType: 'Enhancement',
    apps: ['metricsentry', 'laborworkload'],
    accessLevel: 'limited',
    commentHtml: '<p>Metric entry remembers the last shift you chose.</p>',
  },
  {
    changeType: 'Fix',
    apps: ['marketrates'],
    accessLevel: null,
    commentHtml: '<p>Fixed rates showing the wrong currency for Canadian locations.</p>',
  },
  {
    changeType: 'Fix',
    apps: ['laborplanning'],
    accessLevel: 'user',
    commentHtml: '<p>Labor plans no longer lose unsaved edits when the network drops.</p>',
  },
  {
    changeType: 'Feature',
    apps: ['acctmanagement'],
    accessLevel: 'admin',
    commentHtml: '<p>Account managers can archive accounts that closed.</p>',
  },
];

const verbs = ['Added', 'Improved', 'Fixed', 'Reworked', 'Simplified', 'Sped up', 'Clarified'];
const subjects = [
  'the shift calendar',
  'CSV export',
  'the daily summary',
  'search results',
  'the approval queue',
  'printing of reports',
  'the mobile layout',
  'location filters',
  'email digests',
];
const levels: readonly (AccessLevel | null)[] = [null, 'limited', 'user', 'admin'];
const changeTypeCycle: readonly ChangeType[] = ['Feature', 'Enhancement', 'Fix'];

/** Tenth t (1…34) is version `0.1.0` … `3.4.0`. */
const versionText = (tenth: number) => `${Math.floor(tenth / 10)}.${tenth % 10}.0`;

function statusOf(tenth: number): VersionStatus {
  if (tenth === 34) return 'Draft';
  if (tenth === 33) return 'Submit';
  if (tenth === 6) return 'Abandon';
  if ([10, 24, 31].includes(tenth)) return 'Inactive';
  return 'Active';
}

function generatedNotes(tenth: number): DemoReleaseNote[] {
  return Array.from({ length: 1 + (tenth % 4) }, (_, j) => {
    const first = demoReleaseApps[(tenth * 3 + j) % demoReleaseApps.length] as AppOption;
    const second = demoReleaseApps[(tenth * 3 + j + 5) % demoReleaseApps.length] as AppOption;
    const apps = (tenth + j) % 4 === 0 ? [first.value, second.value] : [first.value];
    return {
      changeType: changeTypeCycle[(tenth + j) % 3] as ChangeType,
      apps,
      accessLevel: levels[(tenth + 2 * j) % 4] ?? null,
      commentHtml: `<p>${verbs[(tenth + j) % verbs.length]} ${subjects[(tenth * 7 + j) % subjects.length]} in ${first.title} (${versionText(tenth)}).</p>`,
    };
  });
}

/**
 * 34 versions, `0.1.0` to `3.4.0`, two weeks apart: one Draft (3.4.0), one Submit (3.3.0), the
 * current release 3.2.0 and 27 more Active ones (28 Active: more than a page of 25), three
 * Inactive and one Abandoned. Notes cycle through apps, change types and access levels.
 */
export const demoReleaseVersions: readonly DemoReleaseVersion[] = Array.from({ length: 34 }, (_, index) => {
  const tenth = index + 1;
  const version = versionText(tenth);
  return {
    id: tenth,
    version,
    releaseNotesKey: `rn-${version}`,
    status: statusOf(tenth),
    ageDays: (35 - tenth) * 14,
    notes: version === CURRENT_RELEASE.version ? currentReleaseNotes : generatedNotes(tenth),
  };
});
