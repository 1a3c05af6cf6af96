import { describe, expect, it } from 'vitest';
import { saveDisplaySchema } from './displays';
import { saveHelpTopicSchema } from './help-authoring';
import { saveHelpAgentSchema, saveHelpItemSchema, saveTutorialSchema } from './help-writes';
import { richTextHasContent } from './rich-text';
import { hasVisibleText, textLength, userTextProblem, userTitleSchema, visibleText } from './user-text';

const CONTROL = 'A title cannot hold control characters (such as NUL): remove them.';
const INVALID = 'A title holds an invalid character (half of an emoji or symbol): type it again.';
const DIRECTION = 'A title cannot hold text-direction control characters (they show it reversed or moved).';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\u00A0\u00A0', false],
    ['\u200B', false],
    ['\u200B\u200C\u200D\u2060\uFEFF', false],
    ['\u00AD\u3164\u115F\uFFA0\u2800', false],
    ['\u202E\u2066', false],
    ['\uFE0F\u{E0020}', false],
    ['\u0000\u0007', false],
    ['a', true],
    ['\u200BNight', true],
    ['😀', true],
    ['مرحبا', true],
  ])('%j shows something: %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
  });

  it('keeps every visible character', () => {
    expect(visibleText('Nig\u200Bht shift 😀')).toBe('Nightshift😀');
  });
});

describe('userTextProblem', () => {
  it.each([
    ['Night shift', undefined],
    ['Tabs\tand\nlines', undefined],
    ['Emoji 😀 and accents é', undefined],
    ['Night\u0000shift', CONTROL],
    ['Escape\u001B', CONTROL],
    ['C1\u0085', CONTROL],
    ['Bad \uD800 x', INVALID],
    ['Bad \uDC00 x', INVALID],
    ['Pay \u202Efdp.exe', DIRECTION],
    ['\u2067Lobby\u2069', DIRECTION],
    ['Mark\u200F', DIRECTION],
  ])('%j: %s', (text, expected) => {
    expect(userTextProblem(text, 'A title')).toBe(expected);
  });

  it('lets text-direction controls through where asked to (rich-text bodies)', () => {
    expect(userTextProblem('<p>\u202Bعربي\u202C</p>', 'The content', { direction: false })).toBeUndefined();
    expect(userTextProblem('<p>a\u0000</p>', 'The content', { direction: false })).toContain('control');
  });
});

describe('userTitleSchema', () => {
  const schema = userTitleSchema({
    required: 'Needs a title.',
    maxLength: 10,
    tooLong: 'Too long.',
    what: 'A title',
  });
  const messages = (text: unknown) => schema.safeParse(text).error?.issues.map((issue) => issue.message);

  it('trims what it accepts', () => {
    expect(schema.parse('  Night  ')).toBe('Night');
  });
  it.each([
    ['', ['Needs a title.']],
    ['\u200B \u200B', ['Needs a title.']],
    [undefined, ['Needs a title.']],
    ['Bad \uD800', [INVALID]],
    ['Eleven char', ['Too long.']],
  ])('refuses %j with %j', (text, expected) => {
    expect(messages(text)).toEqual(expected);
  });
});

describe('every user-written title and name follows the rule (walkthrough 9, defect 3)', () => {
  const topic = { id: 0, title: 'T', description: '<p>x</p>', permissionLevel: 2 };
  const item = {
    id: 0,
    pageName: 'home',
    anchor: null,
    enabled: true,
    title: 'T',
    description: '<p>x</p>',
    position: 'center',
    offset: null,
  };
  const tutorial = {
    id: -1,
    pageName: 'home',
    enabled: false,
    title: 'T',
    icon: null,
    permissionLevel: 2,
    items: [],
  };
  const display = {
    name: 'Lobby',
    accountId: 1,
    layout: 'grid',
    rotateSeconds: 30,
    refreshSeconds: 60,
    panels: [{ kind: 'report', title: 'Sales', url: 'https://example.com/r' }],
  };
  const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it.each([
    ['help topic title', (t: string) => saveHelpTopicSchema.safeParse({ ...topic, title: t })],
    ['help item title', (t: string) => saveHelpItemSchema.safeParse({ ...item, title: t })],
    ['tutorial title', (t: string) => saveTutorialSchema.safeParse({ ...tutorial, title: t })],
    [
      'tutorial item title',
      (t: string) => saveTutorialSchema.safeParse({ ...tutorial, items: [{ ...item, title: t }] }),
    ],
  ])('%s: a blank-looking one is missing, a control character refused', (_field, parse) => {
    expect(firstMessage(parse('\u200B'))).toMatch(/needs a title\.$/);
    expect(firstMessage(parse('Night\u0000shift'))).toBe(CONTROL);
    expect(firstMessage(parse('Bad \uD800 x'))).toBe(INVALID);
    expect(firstMessage(parse('Pay \u202Efdp.exe'))).toBe(DIRECTION);
    expect(parse('Night shift 🌙').success).toBe(true);
  });

  it('display names, report panel titles and agent names', () => {
    expect(firstMessage(saveDisplaySchema.safeParse({ ...display, name: '\u200B' }))).toBe(
      'A display needs a name.',
    );
    expect(firstMessage(saveDisplaySchema.safeParse({ ...display, name: 'Lobby\u0000' }))).toMatch(
      /^A display name cannot hold control characters/,
    );
    const panel = { ...display.panels[0], title: 'Sales \u202Eexe' };
    expect(firstMessage(saveDisplaySchema.safeParse({ ...display, panels: [panel] }))).toMatch(
      /^A report panel title cannot hold text-direction control characters/,
    );
    const agent = { agentName: '\u200B', tokenEndpointURL: 'https://example.com/token' };
    expect(firstMessage(saveHelpAgentSchema.safeParse(agent))).toBe('An agent needs a name.');
  });

  it('content of invisible characters alone is empty', () => {
    expect(richTextHasContent('<p>\u200B</p>')).toBe(false);
    expect(firstMessage(saveHelpTopicSchema.safeParse({ ...topic, description: '<p>\u200B</p>' }))).toBe(
      'A help topic needs content.',
    );
    expect(firstMessage(saveHelpItemSchema.safeParse({ ...item, description: '<p>\u200B</p>' }))).toBe(
      'A help item needs a description.',
    );
  });
});

describe('textLength: the length as the contract counts it (walkthrough 15, D5)', () => {
  const car = '🚗';
  const family = '👨‍👩‍👧';

  it('counts an emoji as one character, as the contract’s maxLength does', () => {
    expect(textLength(car.repeat(100))).toBe(100);
    expect(textLength('abc')).toBe(3);
    // Man, joiner, woman, joiner, girl: five code points, as the server counts them.
    expect(textLength(family)).toBe(5);
    const title = userTitleSchema({ required: 'r', maxLength: 200, tooLong: 'long', what: 'A title' });
    expect(title.safeParse(car.repeat(200)).success).toBe(true);
    expect(title.safeParse(car.repeat(201)).success).toBe(false);
  });
});
