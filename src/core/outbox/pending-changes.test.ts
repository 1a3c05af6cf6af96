import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { dismissal, favorites, queueOffline, usage } from './outbox.testkit';
import { pendingChangesOf, userChangeKinds } from './pending-changes';

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
});
afterEach(() => signOutForTest());

describe("the user's own changes still waiting", () => {
  it('are the kinds a refusal sets aside for the user, not the app’s bookkeeping', () => {
    expect(userChangeKinds).toEqual(['favorites', 'notificationDismissal', 'tutorialFinished', 'preference']);
  });

  it('counts stars and dismissals, not the usage records of visits', async () => {
    await queueOffline(usage(1), favorites(101), usage(2), dismissal(7), dismissal(8));
    await expect(pendingChangesOf(1)).resolves.toBe(3);
    await expect(pendingChangesOf(2)).resolves.toBe(0);
  });
});
