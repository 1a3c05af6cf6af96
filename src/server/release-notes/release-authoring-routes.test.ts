import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { Headers } from '../../contracts/headers';
import { ABANDONED_NOTES_MESSAGE, NOTE_CHANGED_MESSAGE } from '../../contracts/release-authoring';
import type { ReleaseNote, ReleaseVersion } from '../../contracts/release-notes';
import type { Session } from '../../contracts/session';
import { authHeaders, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor']);
});
afterAll(() => server.close());

type Method = 'PUT' | 'PATCH' | 'DELETE' | 'POST';
const send = (username: string, method: Method, path: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api/ReleaseNotes/${path}`,
    payload: payload as object,
    headers: authHeaders(as(username)),
  });

async function allVersions(): Promise<ReleaseVersion[]> {
  const response = await send('admin', 'POST', 'ReleaseVersions', { skip: 0, take: 100 });
  return api.releaseVersions.response.parse(response.json());
}
async function notesOf(versionId: number): Promise<ReleaseNote[]> {
  return api.releaseNotes.response.parse((await send('admin', 'POST', `ReleaseNotes/${versionId}`)).json());
}
const versionNamed = async (version: string) => {
  const found = (await allVersions()).find((v) => v.version === version);
  if (!found) throw new Error(`no version ${version}`);
  return found;
};
const newNote = (versionId: number, comment: string): ReleaseNote => ({
  id: 0,
  versionId,
  noteApps: ['marketrates'],
  noteAppNames: [],
  changeType: 'Feature',
  comment,
  accessLevel: null,
  order: 0,
});
const draft = (overrides: Partial<ReleaseVersion> = {}) => ({
  id: 0,
  version: 'Draft',
  status: 'Draft',
  createDate: new Date().toISOString(),
  releaseNotes: [],
  ...overrides,
});

describe('release versions (system admins)', () => {
  it('refuses a second draft while one exists, then saves and submits through PUT', async () => {
    const second = await send('admin', 'PUT', 'ReleaseVersion', draft());
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Only one draft may exist: save or submit the existing draft first.');

    const seeded = await versionNamed('3.4.0');
    const taken = await send('admin', 'PUT', 'ReleaseVersion', {
      ...seeded,
      version: '3.2.0',
      status: 'Submit',
    });
    expect(taken.json().message).toBe('Version 3.2.0 already exists.');
    // A version is a number (the next suggestion and the claim version read it as one).
    const notANumber = await send('admin', 'PUT', 'ReleaseVersion', {
      ...seeded,
      version: '<img src=x> 3.5',
      status: 'Submit',
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toBe('Use numbers separated by dots, like 3.2.0.');
    const submitted = await send('admin', 'PUT', 'ReleaseVersion', { ...seeded, status: 'Submit' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ id: seeded.id, version: '3.4.0', status: 'Submit' });
  });

  it('creates a draft with its notes, in the given order, after the seeded one left Draft', async () => {
    const saved = await send(
      'admin',
      'PUT',
      'ReleaseVersion',
      draft({
        releaseNotes: [
          { ...newNote(0, '<p>Second</p>'), order: 2 },
          { ...newNote(0, '<p>First</p>'), order: 1 },
        ],
      }),
    );
    expect(saved.statusCode).toBe(200);
    const version = api.saveReleaseVersion.response.parse(saved.json());
    expect(version).toMatchObject({ version: 'Draft', status: 'Draft' });
    expect((await notesOf(version.id)).map((n) => [n.comment, n.order])).toEqual([
      ['<p>First</p>', 1],
      ['<p>Second</p>', 2],
    ]);
    expect((await allVersions())[0]?.id).toBe(version.id);
  });

  it.each([
    ['Submit', 'Active', 204],
    ['Active', 'Inactive', 204],
    ['Inactive', 'Active', 204],
    ['Active', 'Abandon', 400],
    ['Active', 'Inactive', 204],
    ['Inactive', 'Abandon', 204],
    ['Abandon', 'Active', 400],
  ])('PATCH %s → %s answers %i', async (from, to, status) => {
    const version = await versionNamed('3.4.0');
    expect(version.status).toBe(from);
    const response = await send('admin', 'PATCH', 'ReleaseVersions', { ...version, status: to });
    expect(response.statusCode).toBe(status);
    if (status === 400)
      expect(response.json().message).toBe(`A version in status ${from} cannot become ${to}.`);
    expect((await versionNamed('3.4.0')).status).toBe(status === 204 ? to : from);
  });

  it('sends a draft to PUT and answers 404 for an unknown version', async () => {
    const current = (await allVersions()).find((v) => v.status === 'Draft');
    const patched = await send('admin', 'PATCH', 'ReleaseVersions', { ...current, status: 'Submit' });
    expect(patched.json().message).toBe(
      'A draft is saved or submitted with PUT ReleaseNotes/ReleaseVersion.',
    );
    const unknown = await send('admin', 'PATCH', 'ReleaseVersions', {
      ...current,
      id: 9999,
      status: 'Active',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses anyone but a system admin (403), and a blank version (400)', async () => {
    const refused = await send('supervisor', 'PUT', 'ReleaseVersion', draft());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only system admins can change release versions.');
    const version = await versionNamed('3.3.0');
    expect(
      (await send('supervisor', 'PATCH', 'ReleaseVersions', { ...version, status: 'Active' })).statusCode,
    ).toBe(403);
    const blank = await send('admin', 'PUT', 'ReleaseVersion', draft({ version: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Version is required/);
  });
});

describe('release notes (admins)', () => {
  it('adds a note after the last, updates it and deletes it', async () => {
    const version = await versionNamed('3.3.0');
    const before = await notesOf(version.id);
    const added = await send('admin', 'PUT', 'ReleaseNotes', newNote(version.id, '<p>Added</p>'));
    expect(added.statusCode).toBe(200);
    const { id, order } = api.addReleaseNote.response.parse(added.json());
    expect(order).toBe(Math.max(0, ...before.map((n) => n.order)) + 1);

    const update = { ...newNote(version.id, '<p>Changed</p>'), id, changeType: 'Fix', accessLevel: 'user' };
    const loaded = newNote(version.id, '<p>Added</p>');
    expect(
      (await send('admin', 'PATCH', 'ReleaseNotes', { ...update, noteApps: ['laborplanning'], loaded }))
        .statusCode,
    ).toBe(204);
    const changed = (await notesOf(version.id)).find((n) => n.id === id);
    expect(changed).toMatchObject({
      comment: '<p>Changed</p>',
      changeType: 'Fix',
      accessLevel: 'user',
      order,
    });
    expect(changed?.noteApps).toEqual(['laborplanning']);

    expect((await send('admin', 'DELETE', `ReleaseNotes/${id}`)).statusCode).toBe(204);
    expect(await notesOf(version.id)).toEqual(before);
    expect((await send('admin', 'DELETE', `ReleaseNotes/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [
      'a comment of a zero-width space',
      '<p>\u200B</p>',
      'A note needs at least one app, a change type and a comment.',
    ],
    ['a NUL in the comment', '<p>Fixed\u0000</p>', 'A comment cannot hold control characters'],
    ['half a surrogate pair in the comment', '<p>Fixed \ud83d</p>', 'A comment holds an invalid character'],
    [
      'a comment over 10,000 characters (walkthrough 39, O4)',
      `<p>${'x'.repeat(9994)}</p>`,
      'A comment is at most 10000 characters, formatting included: this one has 10001.',
    ],
  ])('answers 400 for %s and adds nothing (walkthrough 9, defect 3)', async (_case, comment, message) => {
    const version = await versionNamed('3.3.0');
    const before = await notesOf(version.id);
    const refused = await send('admin', 'PUT', 'ReleaseNotes', newNote(version.id, comment));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
    expect(await notesOf(version.id)).toEqual(before);
  });

  it("adds a note once per note draft's Idempotency-Key: Add repeated after a lost answer adds no twin", async () => {
    const version = await versionNamed('3.3.0');
    const add = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/ReleaseNotes/ReleaseNotes',
        payload: newNote(version.id, '<p>Added once</p>'),
        headers: { ...authHeaders(as('admin')), [Headers.idempotencyKey]: 'note-draft-1' },
      });
    const first = await add();
    const again = await add();
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const added = (await notesOf(version.id)).filter((n) => n.comment === '<p>Added once</p>');
    expect(added).toHaveLength(1);
  });

  it('refuses (409) an update of a note another author changed since it was loaded, and keeps theirs', async () => {
    const version = await versionNamed('3.3.0');
    const added = await send('admin', 'PUT', 'ReleaseNotes', newNote(version.id, '<p>Original</p>'));
    const { id } = api.addReleaseNote.response.parse(added.json());
    const loaded = (await notesOf(version.id)).find((n) => n.id === id);
    if (!loaded) throw new Error('the added note is not listed');
    // Two authors opened the editor on the same note; A updates first.
    const byA = { ...loaded, comment: '<p>Original [A]</p>', loaded };
    expect((await send('admin', 'PATCH', 'ReleaseNotes', byA)).statusCode).toBe(204);
    const byB = { ...loaded, comment: '<p>Original [B]</p>', loaded };
    const stale = await send('admin', 'PATCH', 'ReleaseNotes', byB);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(NOTE_CHANGED_MESSAGE);
    expect((await notesOf(version.id)).find((n) => n.id === id)?.comment).toBe('<p>Original [A]</p>');
    // B, having re-read the list, updates over what it now shows.
    const reread = { ...loaded, comment: '<p>Original [A]</p>' };
    expect((await send('admin', 'PATCH', 'ReleaseNotes', { ...byB, loaded: reread })).statusCode).toBe(204);
    expect((await notesOf(version.id)).find((n) => n.id === id)?.comment).toBe('<p>Original [B]</p>');

    expect((await send('admin', 'DELETE', `ReleaseNotes/${id}`)).statusCode).toBe(204);
    const gone = await send('admin', 'PATCH', 'ReleaseNotes', { ...byB, loaded: byB });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`There is no release note ${id}.`);
  });

  it("never gives a deleted note's id to the next note: its stale editor gets 404 (walkthrough 13, D1)", async () => {
    const version = await versionNamed('3.3.0');
    const add = async (comment: string) =>
      api.addReleaseNote.response.parse(
        (await send('admin', 'PUT', 'ReleaseNotes', newNote(version.id, comment))).json(),
      );
    const deleted = await add('<p>Deleted</p>');
    expect((await send('admin', 'DELETE', `ReleaseNotes/${deleted.id}`)).statusCode).toBe(204);
    const next = await add('<p>Made meanwhile</p>');
    expect(next.id).toBeGreaterThan(deleted.id);
    const loaded = { ...newNote(version.id, '<p>Deleted</p>'), id: deleted.id };
    const stale = await send('admin', 'PATCH', 'ReleaseNotes', {
      ...loaded,
      comment: '<p>Changed</p>',
      loaded,
    });
    expect(stale.statusCode).toBe(404);
    expect((await notesOf(version.id)).find((n) => n.id === next.id)?.comment).toBe('<p>Made meanwhile</p>');
    expect((await send('admin', 'DELETE', `ReleaseNotes/${next.id}`)).statusCode).toBe(204);
  });

  it('answers 400 for an update that does not say what it loaded', async () => {
    const version = await versionNamed('3.3.0');
    const [note] = await notesOf(version.id);
    expect((await send('admin', 'PATCH', 'ReleaseNotes', note)).statusCode).toBe(400);
  });

  it.each([
    ['no app', { noteApps: [] }, 'A note needs at least one app, a change type and a comment.'],
    [
      'an empty comment',
      { comment: '<p></p>' },
      'A note needs at least one app, a change type and a comment.',
    ],
    ['an unknown app', { noteApps: ['nosuchapp'] }, 'Unknown app: nosuchapp.'],
  ])('answers 400 for a note with %s', async (_case, change, message) => {
    const version = await versionNamed('3.3.0');
    const response = await send('admin', 'PUT', 'ReleaseNotes', {
      ...newNote(version.id, '<p>x</p>'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('moves a note up and down by its index', async () => {
    const version = await versionNamed('3.3.0');
    const notes = await notesOf(version.id);
    expect(notes.length).toBeGreaterThan(1);
    const ids = notes.map((n) => n.id);
    expect((await send('admin', 'PATCH', 'ReorderReleaseNotes/MOVEUP/1', notes)).statusCode).toBe(204);
    const moved = await notesOf(version.id);
    expect(moved.map((n) => n.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect((await send('admin', 'PATCH', 'ReorderReleaseNotes/MOVEDOWN/0', moved)).statusCode).toBe(204);
    expect((await notesOf(version.id)).map((n) => n.id)).toEqual(ids);
  });

  it('refuses a move of notes that are not the stored ones (409) or past the end (400)', async () => {
    const version = await versionNamed('3.3.0');
    const notes = await notesOf(version.id);
    const stale = await send('admin', 'PATCH', 'ReorderReleaseNotes/MOVEUP/1', notes.slice(1));
    expect(stale.statusCode).toBe(409);
    const past = await send('admin', 'PATCH', `ReorderReleaseNotes/MOVEDOWN/${notes.length}`, notes);
    expect(past.statusCode).toBe(400);
    expect((await send('admin', 'PATCH', 'ReorderReleaseNotes/SIDEWAYS/0', notes)).statusCode).toBe(400);
  });

  it('refuses (409) every note write to an abandoned version, whose notes stay as they were (S2 §4: a dead end)', async () => {
    const abandoned = (await allVersions()).find((v) => v.status === 'Abandon');
    if (!abandoned) throw new Error('the seed has no abandoned version');
    const notes = await notesOf(abandoned.id);
    expect(notes.length).toBeGreaterThan(1);
    const calls: [Method, string, unknown][] = [
      ['PUT', 'ReleaseNotes', newNote(abandoned.id, '<p>x</p>')],
      ['PATCH', 'ReleaseNotes', { ...notes[0], comment: '<p>changed</p>', loaded: notes[0] }],
      ['DELETE', `ReleaseNotes/${notes[0]?.id}`, undefined],
      ['PATCH', 'ReorderReleaseNotes/MOVEUP/1', notes],
    ];
    for (const [method, path, payload] of calls) {
      const response = await send('admin', method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(409);
      expect(response.json().message).toBe(ABANDONED_NOTES_MESSAGE);
    }
    expect(await notesOf(abandoned.id)).toEqual(notes);
  });

  it('refuses every note write to a non-admin (403)', async () => {
    const version = await versionNamed('3.3.0');
    const notes = await notesOf(version.id);
    const calls: [Method, string, unknown][] = [
      ['PUT', 'ReleaseNotes', newNote(version.id, '<p>x</p>')],
      ['PATCH', 'ReleaseNotes', { ...notes[0], loaded: notes[0] }],
      ['DELETE', `ReleaseNotes/${notes[0]?.id}`, undefined],
      ['PATCH', 'ReorderReleaseNotes/MOVEUP/1', notes],
    ];
    for (const [method, path, payload] of calls) {
      const response = await send('supervisor', method, path, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only admins can change release notes.');
    }
  });
});
