import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setWayBackOwner } from '../../core/auth/session-state';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { favorites, queueOffline, usage } from '../../core/outbox/outbox.testkit';
import { waitingForSignInText } from '../../core/unsaved-work/model/work-lost';
import { WaitingChanges } from './WaitingChanges';

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  // The expiry's sign-out left the way back to user 1.
  setWayBackOwner(1);
});
afterEach(() => {
  cleanup();
  signOutForTest();
  setWayBackOwner(undefined);
});

const renderWaiting = () =>
  render(
    <MantineProvider env="test">
      <WaitingChanges />
    </MantineProvider>,
  );

describe('the changes waiting for the user on the sign-in page', () => {
  it('counts a change stored after the page first read the queue (walkthrough 18)', async () => {
    renderWaiting();
    // The first read found nothing; the star then reaches IndexedDB (it was on its way as the
    // session ended).
    await queueOffline(usage(1));
    await queueOffline(favorites(101));
    expect(await screen.findByText(waitingForSignInText(1))).toBeTruthy();
    await queueOffline(['notificationDismissal', { id: 7 }]);
    expect(await screen.findByText(waitingForSignInText(2))).toBeTruthy();
  });
});
