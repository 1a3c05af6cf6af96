import { describe, expect, it } from 'vitest';
import { PermissionLevel } from '../../contracts/claims';
import { canReadAtLevel } from '../../contracts/help';
import { demoHelpTopics } from '../seed/demo-help';
import { richTextMarkdown } from './rich-text-markdown';
import { bestTopic, contentWords, stem } from './topic-match';

const seeded = demoHelpTopics.map((topic) => ({ ...topic, text: richTextMarkdown(topic.description) }));
const readableAt = (level: PermissionLevel) =>
  seeded.filter((topic) => canReadAtLevel(level, topic.permissionLevel));

describe('stem', () => {
  it.each([
    ['favorite', 'favorit'],
    ['favorites', 'favorit'],
    ['manages', 'manag'],
    ['managing', 'manag'],
    ['manage', 'manag'],
    ['entries', 'entry'],
    ['editing', 'edit'],
    ['added', 'add'],
    ['process', 'process'],
    ['processes', 'process'],
    ['notes', 'not'],
    ['note', 'not'],
    ['app', 'app'],
  ])('cuts %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('contentWords', () => {
  it('leaves out stop words and short words, and stems the rest', () => {
    expect([...contentWords('How do I add a favorite?')]).toEqual(['add', 'favorit']);
    expect([...contentWords('Who manages help content?')]).toEqual(['manag', 'help', 'content']);
  });
});

describe('bestTopic over the demo topics', () => {
  it.each([
    ['admin', PermissionLevel.Admin, 'How do I add a favorite?', 'Editing favorites'],
    ['a supervisor', PermissionLevel.User, 'How do I add a favorite?', 'Editing favorites'],
    ['a supervisor', PermissionLevel.User, 'Who manages help content?', undefined],
    ['admin', PermissionLevel.Admin, 'Who manages help content?', 'Managing help content'],
    ['a supervisor', PermissionLevel.User, 'How do I work offline?', 'Working offline'],
    ['a viewer', PermissionLevel.Limited, 'How do I add a favorite?', undefined],
    ['admin', PermissionLevel.Admin, 'How do I push a release?', 'Publishing release notes'],
    ['admin', PermissionLevel.Admin, 'How do I do it?', undefined],
  ])('as %s, %j finds %s', (_who, level, question, title) => {
    expect(bestTopic(question, readableAt(level))?.title).toBe(title);
  });
});

describe('bestTopic', () => {
  const topics = [
    { title: 'Getting around', text: 'The launcher groups your apps; search finds pages.' },
    { title: 'Working offline', text: 'Changes made offline wait and are sent later.' },
  ];

  it('takes a topic whose text holds half the content words, not one common word of many', () => {
    expect(bestTopic('launcher apps', topics)?.title).toBe('Getting around');
    expect(bestTopic('launcher', topics)?.title).toBe('Getting around');
    expect(bestTopic('launcher colours fonts', topics)).toBeUndefined();
  });

  it('takes a topic whose title shares a word, and counts title words three times', () => {
    expect(bestTopic('offline launcher apps', topics)?.title).toBe('Working offline');
  });

  it('keeps the first topic on a tie', () => {
    expect(bestTopic('wait launcher', topics)?.title).toBe('Getting around');
  });
});
