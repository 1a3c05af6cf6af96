import { describe, expect, it } from 'vitest';
import { type Claim, ClaimType } from './claims';
import { saveHelpTopicSchema, topicAbilities } from './help-authoring';

const permission = (claimValue: string): Claim => ({ claimType: ClaimType.permissions, claimValue });

describe('topicAbilities', () => {
  it.each([
    [
      'a help admin (helpmanagement.0)',
      [permission('helpmanagement.0')],
      { edit: true, create: true, remove: true, setLevel: true },
    ],
    [
      'a help user (helpmanagement.*)',
      [permission('helpmanagement.*')],
      { edit: true, create: false, remove: false, setLevel: false },
    ],
    [
      'both claims: the admin one wins',
      [permission('helpmanagement.*'), permission('HelpManagement.0')],
      { edit: true, create: true, remove: true, setLevel: true },
    ],
    [
      'another area at level 0',
      [permission('announcements.0')],
      { edit: false, create: false, remove: false, setLevel: false },
    ],
    [
      'a role admin without a help claim',
      [{ claimType: ClaimType.role, claimValue: 'admin' }],
      { edit: false, create: false, remove: false, setLevel: false },
    ],
    ['nobody in particular', [], { edit: false, create: false, remove: false, setLevel: false }],
  ])('gives %s the right abilities', (_case, claims, expected) => {
    expect(topicAbilities(claims)).toEqual(expected);
  });
});

describe('saveHelpTopicSchema', () => {
  it('trims the title and refuses a blank one with a clear message', () => {
    expect(
      saveHelpTopicSchema.parse({ id: 0, title: ' T ', description: '<p>x</p>', permissionLevel: 1 }).title,
    ).toBe('T');
    const blank = saveHelpTopicSchema.safeParse({
      id: 0,
      title: ' ',
      description: '<p>x</p>',
      permissionLevel: 1,
    });
    expect(blank.error?.issues[0]?.message).toBe('A help topic needs a title.');
  });
});
