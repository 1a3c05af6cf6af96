import { describe, expect, it } from 'vitest';
import {
  closingLosesWorkQuestion,
  impersonationLosesWorkQuestion,
  questionBeforeSignOut,
  signOutLosesWorkQuestion,
  unsavedWorkOfOtherTabs,
  unsavedWorkText,
  waitingForSignInText,
  workLostBySignOut,
} from './work-lost';

describe('unsavedWorkText', () => {
  it.each([
    [[], ''],
    [['your favorites edit'], 'your favorites edit'],
    [['your favorites edit', 'your favorites edit'], 'your favorites edit'],
    [['your favorites edit', 'a help topic'], 'your favorites edit and a help topic'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('names %j as %j', (work, text) => {
    expect(unsavedWorkText(work)).toBe(text);
  });
});

describe('sign-out and the other tabs (walkthrough 8, defect 8)', () => {
  it("reads the other tabs' published work, not this tab's, and skips what it cannot read", () => {
    const entries: [string, string | null][] = [
      ['ops.unsavedWork.me', JSON.stringify(['your favorites edit'])],
      ['ops.unsavedWork.tab-2', JSON.stringify(['a help topic edit'])],
      ['ops.unsavedWork.tab-3', '{not json'],
      ['ops.unsavedWork.tab-4', JSON.stringify({ label: 'x' })],
      ['ops.unsavedWork.tab-5', JSON.stringify(['a release-notes draft', 7])],
    ];
    expect(unsavedWorkOfOtherTabs(entries, 'ops.unsavedWork.me')).toEqual([
      'a help topic edit',
      'a release-notes draft',
    ]);
  });

  it('names what a sign-out would lose here and in the other tabs', () => {
    const work = workLostBySignOut(['your favorites edit'], ['a help topic edit']);
    expect(signOutLosesWorkQuestion(work)).toBe(
      'Signing out now loses your favorites edit and a help topic edit in another tab, not saved yet. Cancel keeps it, so you can save it first.',
    );
  });
});

describe('impersonationLosesWorkQuestion', () => {
  it('names the work of this tab and of the other tabs that the reload of every tab would lose', () => {
    const work = workLostBySignOut(['a help item edit'], ['a release note edit']);
    expect(impersonationLosesWorkQuestion(work)).toBe(
      'Changing the impersonation loads every open tab of the portal again and loses a help item edit and a release note edit in another tab, not saved yet. Cancel keeps it, so you can save it first.',
    );
  });
});

describe('questionBeforeSignOut', () => {
  it('asks nothing with no unsaved work and nothing waiting', () => {
    expect(questionBeforeSignOut([], 0)).toBeUndefined();
  });

  it('says that changes still waiting stay on this device for the next sign-in here (walkthrough 18, D3)', () => {
    expect(questionBeforeSignOut([], 1)).toBe(
      '1 change on this device has not reached the server yet. It waits here, and is sent when you sign in on this device again, as yourself: not when someone else does.',
    );
    expect(questionBeforeSignOut([], 3)).toBe(
      '3 changes on this device have not reached the server yet. They wait here, and are sent when you sign in on this device again, as yourself: not when someone else does.',
    );
  });

  it('names the unsaved work first, then what waits', () => {
    expect(questionBeforeSignOut(['a help topic edit'], 2)).toBe(
      'Signing out now loses a help topic edit, not saved yet. Cancel keeps it, so you can save it first. 2 changes on this device have not reached the server yet. They wait here, and are sent when you sign in on this device again, as yourself: not when someone else does.',
    );
    expect(questionBeforeSignOut(['a help topic edit'], 0)).toBe(
      signOutLosesWorkQuestion(['a help topic edit']),
    );
  });
});

describe('waitingForSignInText', () => {
  it('tells the user signed out by an expiry that their changes wait for their sign-in (walkthrough 18)', () => {
    expect(waitingForSignInText(1)).toBe(
      '1 change of yours on this device has not reached the server yet: it is sent once you sign in.',
    );
    expect(waitingForSignInText(4)).toBe(
      '4 changes of yours on this device have not reached the server yet: they are sent once you sign in.',
    );
  });
});

describe('closingLosesWorkQuestion', () => {
  const own = ['a release-notes draft', 'a release note edit'];

  it('asks nothing when the closing dialog holds no unsaved work (other work on the page is not its)', () => {
    expect(closingLosesWorkQuestion([], own, 'Release Notes')).toBeUndefined();
    expect(closingLosesWorkQuestion(['your favorites edit'], own, 'Release Notes')).toBeUndefined();
  });

  it('names what its own editors hold, once each', () => {
    expect(
      closingLosesWorkQuestion(['your favorites edit', 'a release note edit'], own, 'Release Notes'),
    ).toBe(
      'Closing Release Notes loses a release note edit, not saved yet. Cancel keeps Release Notes open, so you can save it first.',
    );
    expect(
      closingLosesWorkQuestion(['a release-notes draft', 'a release note edit'], own, 'Release Notes'),
    ).toBe(
      'Closing Release Notes loses a release-notes draft and a release note edit, not saved yet. Cancel keeps Release Notes open, so you can save them first.',
    );
  });
});
