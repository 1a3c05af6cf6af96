import { describe, expect, it } from 'vitest';
import type { Claim } from './claims';
import { canReadAtLevel, type HelpItem, type PageHelp, readablePageHelp, type Tutorial } from './help';
import { helpLevelOf } from './help-authoring';
import { pageNameSchema } from './help-writes';

const permissions = (...values: string[]): Claim[] =>
  values.map((claimValue) => ({ claimType: 'permissions', claimValue }));

describe('helpLevelOf', () => {
  it.each([
    ['helpmanagement.0', permissions('helpmanagement.0'), 0],
    ['helpmanagement.0 next to helpmanagement.*', permissions('helpmanagement.*', 'helpmanagement.0'), 0],
    ['upper-case area', permissions('HelpManagement.0'), 0],
    ['helpmanagement.*', permissions('helpmanagement.*'), 1],
    ['helpmanagement.1 (not a help grant of S2 §6)', permissions('helpmanagement.1'), 2],
    ['another area at level 0', permissions('laborplanning.0'), 2],
    ['role admin without help claims', [{ claimType: 'role', claimValue: 'admin' }], 2],
    ['no claims', [], 2],
    [
      'helpmanagement.0 as a role, not a permission',
      [{ claimType: 'role', claimValue: 'helpmanagement.0' }],
      2,
    ],
  ])('reads %s as level %i', (_case, claims, level) => {
    expect(helpLevelOf(claims)).toBe(level);
  });
});

describe('canReadAtLevel', () => {
  it.each([
    [0, 0, true],
    [0, 1, true],
    [0, 2, true],
    [1, 0, false],
    [1, 1, true],
    [1, 2, true],
    [2, 0, false],
    [2, 1, false],
    [2, 2, true],
  ] as const)('user level %i reading an item at level %i: %s', (user, item, expected) => {
    expect(canReadAtLevel(user, item)).toBe(expected);
  });
});

describe('pageNameSchema', () => {
  it.each([
    ['home', true],
    ['labor-planning', true],
    ['Home', false],
    ['', false],
    ['../admin', false],
    ['a b', false],
  ])('%s valid: %s', (name, valid) => {
    expect(pageNameSchema.safeParse(name).success).toBe(valid);
  });
});

describe('readablePageHelp', () => {
  const step = (title: string, enabled = true): HelpItem => ({
    anchor: null,
    enabled,
    title,
    description: '',
    position: 'center',
    offset: null,
  });
  const tutorial = (id: number, permissionLevel: 0 | 1 | 2, enabled = true): Tutorial => ({
    id,
    pageName: 'home',
    enabled,
    title: `T${id}`,
    icon: null,
    permissionLevel,
    items: [step('a'), step('b', false)],
  });
  const help: PageHelp = {
    helps: [
      { ...step('on'), id: 1 },
      { ...step('off', false), id: 2 },
    ],
    tutorials: [tutorial(1, 0), tutorial(2, 1), tutorial(3, 2), tutorial(4, 2, false)],
    agent: null,
  };

  it.each([
    [0, ['on', 'off'], [1, 2, 3, 4]],
    [1, ['on', 'off'], [2, 3, 4]],
    [2, ['on'], [3]],
  ] as const)('level %i reads items %j and tutorials %j', (level, items, tutorials) => {
    const readable = readablePageHelp(help, level);
    expect(readable.helps.map((h) => h.title)).toEqual(items);
    expect(readable.tutorials.map((t) => t.id)).toEqual(tutorials);
  });

  it('keeps disabled tutorial items for playback to skip', () => {
    expect(readablePageHelp(help, 2).tutorials[0]?.items).toHaveLength(2);
  });
});
