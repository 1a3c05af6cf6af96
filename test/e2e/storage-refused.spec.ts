import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';
import { group, sidebar, titleBar } from './support/landmarks';
import { favoritesAtServer, syncStatusButton } from './support/offline';

/*
 * A browser that refuses the portal's storage (walkthrough 10, defects 1 and 3): the signed-in app
 * still works from the network. Each refusal is made by an init script, as the walkthrough's
 * probes made them.
 */

const START = ['Task List', 'Shift Management', 'Market Rates'];
const DASHBOARD = 102;

async function expectHome(page: Page) {
  const favorites = group(page, 'Favorites').getByRole('listitem');
  await expect(favorites).toHaveCount(START.length);
  for (const [index, title] of START.entries())
    await expect(favorites.nth(index).getByRole('button').first()).toHaveAccessibleName(
      new RegExp(`^${title}`),
    );
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
}

const noticeOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'Offline use is off' });

const indexedDbRefusals = {
  // Storage disabled by policy: reading `window.indexedDB` itself throws.
  'reading indexedDB throws SecurityError': () => {
    Object.defineProperty(window, 'indexedDB', {
      get: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  },
  // A private mode of old (Firefox): the open request fails.
  'indexedDB.open fails with InvalidStateError': () => {
    IDBFactory.prototype.open = function refusedOpen() {
      const request = new EventTarget() as IDBOpenDBRequest & { error: DOMException | null };
      setTimeout(() => {
        Object.defineProperty(request, 'error', {
          value: new DOMException(
            'A mutation operation was attempted on a database that did not allow mutations.',
            'InvalidStateError',
          ),
        });
        request.addEventListener('error', (event) => request.onerror?.(event));
        request.dispatchEvent(new Event('error', { cancelable: true }));
      }, 5);
      return request;
    };
  },
};

for (const [refusal, script] of Object.entries(indexedDbRefusals)) {
  test(`IndexedDB refused (${refusal}): Home, the sidebar and a star work from the network, and the user is told once`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(script);
    await signIn('supervisor');

    await expectHome(page);
    await expect(titleBar(page).getByRole('button', { name: /Sam Supervisor/ })).toBeVisible();
    const notice = noticeOf(page);
    await expect(notice).toContainText(
      'This browser does not let the portal store data on this device, so offline use is off.',
    );
    // No queue to show: no sync status, never a false 'Synced'.
    await expect(syncStatusButton(page)).toHaveCount(0);

    // The star is saved directly: read, merge and PUT.
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await sidebar(page).getByRole('button', { name: 'Favorite Dashboard', pressed: false }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, DASHBOARD]);
    await expect(group(page, 'Favorites').getByRole('listitem')).toHaveCount(START.length + 1);
    await expect(
      sidebar(page).getByRole('button', { name: 'Favorite Dashboard', pressed: true }),
    ).toBeVisible();

    // Said once: the star's reads and writes, each refused again, add no second notice.
    await expect(noticeOf(page)).toHaveCount(1);
  });
}

const sessionStorageRefusals = {
  // A full store, or a private mode of old: every write throws.
  'setItem throws QuotaExceededError': () => {
    sessionStorage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  // Storage disabled outright: reading `window.sessionStorage` itself throws.
  'reading sessionStorage throws SecurityError': () => {
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
};

for (const [refusal, script] of Object.entries(sessionStorageRefusals)) {
  test(`sessionStorage refused (${refusal}): Home works, and after a reload too`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(script);
    await signIn('supervisor');
    await expectHome(page);
    await expect(syncStatusButton(page)).toHaveText('Synced');

    await page.reload();
    await expectHome(page);
    await expect(titleBar(page).getByRole('button', { name: /Sam Supervisor/ })).toBeVisible();
  });
}

test('localStorage refusing writes: the sign-in works, says a reload will ask again, and a reload does', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refusedWhenLocal(this: Storage, key: string, value: string) {
      if (this === window.localStorage)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/sign-in');
  await submitSignIn(page, 'supervisor', 'demo');
  await expectHome(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not store your sign-in' })).toHaveText(
    'This browser could not store your sign-in: reloading the page or opening a new tab will ask you to sign in again.',
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
