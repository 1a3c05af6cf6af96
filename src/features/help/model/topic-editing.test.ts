import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '../../../contracts/help';
import { DraftCreate } from '../../../core/api/create-key';
import {
  canSaveTopic,
  completedTopic,
  editAfterTopicDeleted,
  isNewTopic,
  keptTopic,
  keptTopicSchema,
  missingTopicFields,
  rebasedTopicEdit,
  restoredTopicEdit,
  startEditingTopic,
  startNewTopic,
  type TopicDraft,
  topicDeletedNotice,
  topicEditAllowed,
  topicEditChanged,
  topicEditNotice,
  withDraft,
} from './topic-editing';

const topic: HelpTopic = {
  id: 4,
  title: 'Offline',
  description: '<p>Works offline.</p>',
  permissionLevel: 2,
};
const editWith = (patch: Partial<TopicDraft>) => {
  const edit = startEditingTopic(topic);
  return { ...edit, draft: { ...edit.draft, ...patch } };
};

describe('canSaveTopic', () => {
  it.each([
    ['nothing changed', {}, false],
    ['the title changed', { title: 'Offline use' }, true],
    ['the description changed', { description: '<p>Other</p>' }, true],
    ['the level changed', { permissionLevel: 1 as const }, true],
    ['changed back to the original', { title: 'Offline' }, false],
    ['the title is blank', { title: '   ' }, false],
    ['the title is a zero-width space', { title: '\u200B' }, false],
    ['the title holds a NUL', { title: 'Night\u0000shift' }, false],
    ['the title is 200 characters', { title: 'x'.repeat(200) }, true],
    [
      'the title is pasted longer than the server takes (walkthrough 35, D2)',
      { title: 'x'.repeat(201) },
      false,
    ],
    ['the title holds a right-to-left override', { title: 'Pay \u202Efdp.exe' }, false],
    ['the content is a zero-width space', { description: '<p>\u200B</p>' }, false],
    ['the content holds a NUL', { description: '<p>a\u0000</p>' }, false],
    ['the content is empty', { description: '' }, false],
    ['the content is only an empty paragraph', { description: '<p></p>' }, false],
    ['the permission level is cleared', { permissionLevel: null }, false],
  ])('is %s → %s', (_case, patch, expected) => {
    expect(canSaveTopic(editWith(patch))).toBe(expected);
  });

  it('is off for a new topic until title and content are filled', () => {
    const fresh = startNewTopic(new DraftCreate());
    expect(fresh.draft).toMatchObject({ id: 0, title: '', description: '', permissionLevel: 2 });
    expect(canSaveTopic(fresh)).toBe(false);
    expect(canSaveTopic({ ...fresh, draft: { ...fresh.draft, title: 'New' } })).toBe(false);
    expect(canSaveTopic({ ...fresh, draft: { ...fresh.draft, title: 'New', description: '<p>x</p>' } })).toBe(
      true,
    );
  });
});

describe('completedTopic', () => {
  it('trims the title of a savable topic and gives nothing for an unsavable one', () => {
    expect(completedTopic(editWith({ title: '  Offline use ' }))).toEqual({ ...topic, title: 'Offline use' });
    expect(completedTopic(editWith({}))).toBeUndefined();
  });
});

describe('missingTopicFields (walkthrough 39, D1: Save was off without a word)', () => {
  it('names every required field still empty, a title of spaces among them', () => {
    expect(
      missingTopicFields({ ...topic, title: '   ', description: '<p></p>', permissionLevel: null }),
    ).toEqual(['Title', 'Permission level', 'Description']);
  });

  it('names none for a complete topic', () => {
    expect(missingTopicFields(topic)).toEqual([]);
  });
});

describe('topicEditChanged', () => {
  it('is false with no edit open or an edit as it began', () => {
    expect(topicEditChanged(null)).toBe(false);
    expect(topicEditChanged(startEditingTopic(topic))).toBe(false);
    expect(topicEditChanged(startNewTopic(new DraftCreate()))).toBe(false);
  });

  it('is true once a field differs from the topic', () => {
    expect(topicEditChanged(editWith({ title: 'Offline work' }))).toBe(true);
    expect(topicEditChanged(editWith({ permissionLevel: null }))).toBe(true);
  });
});

describe('topicEditAllowed (walkthrough 37, D6: a renewal took the right the editor needs)', () => {
  const helpUser = { edit: true, create: false };
  const nobody = { edit: false, create: false };
  it('holds with no editor open, whatever the rights', () => {
    expect(topicEditAllowed(null, nobody)).toBe(true);
  });

  it('needs the right to edit for a saved topic, and to create for a new one', () => {
    expect(topicEditAllowed(startEditingTopic(topic), helpUser)).toBe(true);
    expect(topicEditAllowed(startEditingTopic(topic), nobody)).toBe(false);
    expect(topicEditAllowed(startNewTopic(new DraftCreate()), helpUser)).toBe(false);
    expect(topicEditAllowed(startNewTopic(new DraftCreate()), { edit: true, create: true })).toBe(true);
  });
});

describe('startNewTopic and withDraft', () => {
  it("keep the new draft's create through every change, so each Save of it sends the same key", () => {
    const create = new DraftCreate<HelpTopic>();
    const fresh = startNewTopic(create);
    const typed = withDraft(withDraft(fresh, { ...fresh.draft, title: 'T' }), {
      ...fresh.draft,
      title: 'Title',
      description: '<p>x</p>',
    });
    expect(typed.create).toBe(create);
    expect(startNewTopic(new DraftCreate()).create?.key).not.toBe(create.key);
  });

  it('give an edit of a saved topic no create (an update needs no key)', () => {
    expect(startEditingTopic(topic).create).toBeUndefined();
  });
});

describe('rebasedTopicEdit (after a 409: another author saved the topic meanwhile)', () => {
  const theirs: HelpTopic = { ...topic, title: 'Offline (renamed by A)' };

  it("shows their change with the author's kept, and edits their version from now on", () => {
    const mine = editWith({ description: '<p>Added by B.</p>' });
    const rebased = rebasedTopicEdit(mine, theirs);
    expect(rebased.draft).toEqual({ ...theirs, description: '<p>Added by B.</p>' });
    expect(rebased.loaded).toEqual(theirs);
    expect(rebased.original).toEqual(theirs);
    expect(canSaveTopic(rebased)).toBe(true);
  });

  it('turns a new topic whose create went through into an edit of the topic created', () => {
    const draft = withDraft(startNewTopic(new DraftCreate()), { ...topic, id: 0, title: 'Mine' });
    const created: HelpTopic = { ...topic, id: 9, title: 'Theirs' };
    const rebased = rebasedTopicEdit(draft, created);
    expect(rebased.draft).toMatchObject({ id: 9, title: 'Mine' });
    expect(completedTopic(rebased)?.id).toBe(9);
  });
});

describe('editAfterTopicDeleted: another author deleted the topic being edited (walkthrough 11, defect 5)', () => {
  const edited = editWith({ title: 'Offline use', description: '<p>Mine.</p>' });

  it('becomes a new topic holding the text, which Save adds as new, when the author may create', () => {
    const create = new DraftCreate<HelpTopic>();
    const next = editAfterTopicDeleted(edited, create);
    expect(isNewTopic(next)).toBe(true);
    expect(next.loaded).toBeUndefined();
    expect(next.create).toBe(create);
    expect(completedTopic(next)).toEqual({
      id: 0,
      title: 'Offline use',
      description: '<p>Mine.</p>',
      permissionLevel: topic.permissionLevel,
    });
    expect(topicEditChanged(next)).toBe(true);
    expect(topicDeletedNotice(next)).toBe(
      'This topic was deleted by someone else. Save adds your text as a new topic.',
    );
  });

  it('keeps the text with Save off when the author may not create topics', () => {
    const next = editAfterTopicDeleted(edited, undefined);
    expect(next.draft).toEqual(edited.draft);
    expect(next.loaded).toBeUndefined();
    expect(canSaveTopic(next)).toBe(false);
    expect(topicEditChanged(next)).toBe(true);
    expect(topicDeletedNotice(next)).toMatch(/^This topic was deleted by someone else\. Only a help admin/);
  });

  it('says nothing for an edit whose topic is still there', () => {
    expect(topicDeletedNotice(edited)).toBeUndefined();
  });
});

describe('a draft kept through an expired session (walkthrough 15, D4)', () => {
  const roundTrip = (value: unknown) => keptTopicSchema.parse(JSON.parse(JSON.stringify(value)));

  it('keeps nothing of an edit without a change', () => {
    expect(keptTopic(null)).toBeUndefined();
    expect(keptTopic(startEditingTopic(topic))).toBeUndefined();
    expect(keptTopic(startNewTopic(new DraftCreate()))).toBeUndefined();
  });

  it("restores a new topic's text as a new topic's editor, with its create's key and the note", () => {
    const create = new DraftCreate<HelpTopic>();
    const typed = withDraft(startNewTopic(create), {
      id: 0,
      title: 'Expiry probe',
      description: '<p>Long text</p>',
      permissionLevel: 1,
    });
    const restored = restoredTopicEdit(roundTrip(keptTopic(typed)), true);
    expect(isNewTopic(restored)).toBe(true);
    expect(restored.draft).toEqual(typed.draft);
    expect(restored.create?.key).toBe(create.key);
    expect(restored.create?.mayExist).toBe(false);
    expect(completedTopic(restored)).toEqual({ ...typed.draft, permissionLevel: 1 });
    expect(topicEditNotice(restored)).toBe(
      'You were signed out before this topic was saved: here is your text as you left it. Save it, or Cancel to drop it.',
    );
    expect(topicEditNotice(typed)).toBeUndefined();
  });

  it('says a new topic whose earlier Save went unanswered may exist, and its Save repeats that create', async () => {
    const create = new DraftCreate<HelpTopic>();
    const first = {
      id: 0,
      title: 'Expiry probe',
      description: '<p>Long text</p>',
      permissionLevel: 1,
    } as const;
    // The first Save reached the server; its answer was lost.
    await create
      .save(
        first,
        () => Promise.reject(new Error('answer lost')),
        async (created) => created,
      )
      .catch(() => undefined);
    const typed = withDraft(startNewTopic(create), { ...first, title: 'Expiry probe, longer' });
    const restored = restoredTopicEdit(roundTrip(keptTopic(typed)), true);
    expect(topicEditNotice(restored)).toBe(
      'You were signed out before this topic was saved: here is your text as you left it. Save it, or Cancel to drop it. An earlier Save may have added it already: saving again will not add it twice.',
    );
    const sent: { body: HelpTopic; key: string | undefined }[] = [];
    const updated: HelpTopic[] = [];
    const topicSaved = await restored.create?.save(
      completedTopic(restored) as HelpTopic,
      async (body, key) => {
        sent.push({ body, key: key.headers?.['Idempotency-Key'] });
        return { ...body, id: 9 };
      },
      async (made) => {
        updated.push(made);
        return { ...made, title: 'Expiry probe, longer' };
      },
    );
    expect(sent).toEqual([{ body: first, key: create.key }]);
    expect(updated).toEqual([{ ...first, id: 9 }]);
    expect(topicSaved?.title).toBe('Expiry probe, longer');
  });

  it('restores an edit of a saved topic with what it loaded, so a change meanwhile is still found', () => {
    const edited = editWith({ title: 'Offline use' });
    const restored = restoredTopicEdit(roundTrip(keptTopic(edited)), true);
    expect(restored.loaded).toEqual(topic);
    expect(restored.original).toEqual(edited.original);
    expect(canSaveTopic(restored)).toBe(true);
    expect(restored.create).toBeUndefined();
  });

  it("keeps a new topic's text for copying when the author may no longer create topics", () => {
    const typed = withDraft(startNewTopic(new DraftCreate()), {
      ...startNewTopic(new DraftCreate()).draft,
      title: 'T',
    });
    const restored = restoredTopicEdit(roundTrip(keptTopic(typed)), false);
    expect(restored.draft.title).toBe('T');
    expect(canSaveTopic(restored)).toBe(false);
  });
});
