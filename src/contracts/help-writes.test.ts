import { describe, expect, it } from 'vitest';
import { type Claim, ClaimType } from './claims';
import { helpAuthoringAbilities, helpItemWriteRefusal, tutorialWriteRefusal } from './help-authoring';
import { helpAuthoringEndpoints } from './help-authoring-api';
import {
  agentFieldsOf,
  moved,
  reorderedIds,
  saveHelpAgentSchema,
  saveHelpItemSchema,
  saveTutorialSchema,
} from './help-writes';

const permission = (claimValue: string): Claim => ({ claimType: ClaimType.permissions, claimValue });
const admin = helpAuthoringAbilities([permission('helpmanagement.0')]);
const helpUser = helpAuthoringAbilities([permission('helpmanagement.*')]);
const reader = helpAuthoringAbilities([permission('announcements.0')]);

describe('helpAuthoringAbilities', () => {
  it.each([
    [
      'a help admin',
      admin,
      { edit: true, setLevel: true, toggleActive: true, remove: true, configureAgent: true },
    ],
    [
      'a help user',
      helpUser,
      { edit: true, setLevel: false, toggleActive: false, remove: false, configureAgent: false },
    ],
    [
      'anyone else',
      reader,
      { edit: false, setLevel: false, toggleActive: false, remove: false, configureAgent: false },
    ],
  ])('gives %s the abilities of S2 §6', (_case, abilities, expected) => {
    expect(abilities).toEqual(expected);
  });
});

describe('tutorialWriteRefusal', () => {
  const on = { enabled: true };
  const off = { enabled: false };
  const stored = { enabled: true, permissionLevel: 2 as const, items: [on, off] };

  it.each([
    ['a reader anything', reader, stored, stored, 'Only help users and help admins'],
    [
      'a help user a new active tutorial',
      helpUser,
      undefined,
      { ...stored, items: [] },
      'active or inactive',
    ],
    [
      'a help user another level',
      helpUser,
      stored,
      { ...stored, permissionLevel: 1 as const },
      'permission level',
    ],
    ['a help user an item toggled', helpUser, stored, { ...stored, items: [on, on] }, 'tutorial item active'],
    ['a help user a deleted item', helpUser, stored, { ...stored, items: [off] }, 'delete tutorial items'],
  ])('refuses %s', (_case, may, before, next, reason) => {
    expect(tutorialWriteRefusal(may, before, next)).toContain(reason);
  });

  it.each([
    ['a help user reordered items', helpUser, stored, { ...stored, items: [off, on] }],
    [
      'a help user a new inactive tutorial',
      helpUser,
      undefined,
      { enabled: false, permissionLevel: 2 as const, items: [on] },
    ],
    ['an admin anything', admin, stored, { enabled: false, permissionLevel: 0 as const, items: [] }],
  ])('allows %s', (_case, may, before, next) => {
    expect(tutorialWriteRefusal(may, before, next)).toBeUndefined();
  });
});

describe('helpItemWriteRefusal', () => {
  it('lets a help user write active items but not toggle them; an admin toggles', () => {
    expect(helpItemWriteRefusal(helpUser, undefined, { enabled: true })).toBeUndefined();
    expect(helpItemWriteRefusal(helpUser, { enabled: true }, { enabled: false })).toContain(
      'active or inactive',
    );
    expect(helpItemWriteRefusal(admin, { enabled: true }, { enabled: false })).toBeUndefined();
    expect(helpItemWriteRefusal(reader, undefined, { enabled: true })).toContain('Only help users');
  });
});

describe('save schemas (S2 §5)', () => {
  const item = {
    anchor: 'sidebar',
    enabled: true,
    title: 'T',
    description: 'D',
    position: 'bottom',
    offset: 4,
  };
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('needs a title and a description for a help item, and the centre without an anchor', () => {
    const save = (patch: object) =>
      saveHelpItemSchema.safeParse({ id: 0, pageName: 'home', ...item, ...patch });
    expect(save({}).success).toBe(true);
    expect(messageOf(save({ title: ' ' }))).toBe('A help item needs a title.');
    expect(messageOf(save({ description: '' }))).toBe('A help item needs a description.');
    expect(save({ anchor: null, position: 'center' }).success).toBe(true);
    expect(messageOf(save({ anchor: null }))).toContain('screen centre');
  });

  it('needs a title and a permission level for a tutorial', () => {
    const tutorial = {
      id: -1,
      pageName: 'home',
      enabled: false,
      title: 'T',
      icon: null,
      permissionLevel: 2,
      items: [item],
    };
    expect(saveTutorialSchema.safeParse(tutorial).success).toBe(true);
    expect(messageOf(saveTutorialSchema.safeParse({ ...tutorial, title: '' }))).toBe(
      'A tutorial needs a title.',
    );
    expect(messageOf(saveTutorialSchema.safeParse({ ...tutorial, permissionLevel: null }))).toBe(
      'A tutorial needs a permission level.',
    );
  });

  it('needs a name and a connection string for an agent', () => {
    expect(
      saveHelpAgentSchema.safeParse({ agentName: 'A', tokenEndpointURL: 'builtin:help-topics' }).success,
    ).toBe(true);
    expect(
      messageOf(saveHelpAgentSchema.safeParse({ agentName: '', tokenEndpointURL: 'builtin:help-topics' })),
    ).toBe('An agent needs a name.');
    expect(messageOf(saveHelpAgentSchema.safeParse({ agentName: 'A', tokenEndpointURL: ' ' }))).toBe(
      'An agent needs a connection string.',
    );
  });

  it.each([
    ['the built-in help bot', 'builtin:help-topics', true],
    ['a token endpoint', 'https://agents.example.com/token?api-version=2022-03-01-preview', true],
    ['a plain http one (a local agent)', ' http://localhost:3978/token ', true],
    ['a script address (walkthrough 2)', 'javascript:alert(1)', false],
    ['a bare word', 'x', false],
    ['a host without a scheme', 'agents.example.com/token', false],
    ['another scheme', 'ftp://agents.example.com/token', false],
  ])('a connection string: %s (%j) → %s', (_case, text, accepted) => {
    const parsed = saveHelpAgentSchema.safeParse({ agentName: 'A', tokenEndpointURL: text });
    expect(parsed.success).toBe(accepted);
    if (!accepted)
      expect(messageOf(parsed)).toBe(
        "Use the agent's token endpoint (an https:// address) or builtin:help-topics.",
      );
  });
});

describe('reorderedIds', () => {
  it.each([
    ['all ids', [1, 2, 3], [3, 1, 2], [3, 1, 2]],
    ['some ids: the others keep their slots', [1, 2, 3, 4], [4, 2], [1, 4, 3, 2]],
    ['an unknown id', [1, 2], [1, 9], undefined],
    ['a repeated id', [1, 2], [1, 1], undefined],
  ])('orders %s', (_case, stored, sent, expected) => {
    expect(reorderedIds(stored, sent)).toEqual(expected);
  });
});

describe('moved', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 5, ['a', 'b', 'c']],
  ])('moves the entry at %i to %i', (from, to, expected) => {
    expect(moved(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('the help agent save (walkthrough 36, D2)', () => {
  const agent = { id: 3, agentName: 'Gate bot', tokenEndpointURL: 'builtin:help-topics', pageName: 'home' };
  const body = { agentName: 'Gate bot (B)', tokenEndpointURL: 'builtin:help-topics' };

  it.each([
    ['the agent the panel loaded', agent],
    ['null when it showed none', null],
  ])('carries `loaded`: %s', (_case, loaded) => {
    expect(helpAuthoringEndpoints.saveHelpAgent.body.parse({ ...body, loaded }).loaded).toEqual(loaded);
  });

  it('still takes a save without it (a client from before)', () => {
    expect(helpAuthoringEndpoints.saveHelpAgent.body.parse(body)).toEqual(body);
  });

  it('reads an agent as its two fields, none as both empty', () => {
    expect(agentFieldsOf(agent)).toEqual({ agentName: 'Gate bot', tokenEndpointURL: 'builtin:help-topics' });
    expect(agentFieldsOf(null)).toEqual({ agentName: '', tokenEndpointURL: '' });
  });
});
