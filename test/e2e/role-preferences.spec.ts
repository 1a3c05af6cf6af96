import { authHeaders } from './support/api-auth';
import { expect, test } from './support/fixtures';
import { goHome, homeHeading } from './support/landmarks';
import { openPreferences } from './support/settings';

test.describe('role and app preferences (S2 §3, §5)', () => {
  test('appear with their features; the role selector only once Role Switch is on', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const preferences = await openPreferences(page);
    await expect(preferences.getByRole('combobox', { name: 'Startup App' })).toBeVisible();
    const roleSwitch = preferences.getByRole('switch', { name: 'Role Switch' });
    await expect(roleSwitch).not.toBeChecked();
    await expect(preferences.getByRole('combobox', { name: 'Default Role' })).toHaveCount(0);

    await roleSwitch.click({ force: true });
    await expect(roleSwitch).toBeChecked();
    await expect(preferences.getByRole('combobox', { name: 'Default Role' })).toBeVisible();
  });

  test('Merge Roles asks to sign out; saying yes saves it and signs out, Cancel changes nothing', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    let preferences = await openPreferences(page);
    const mergeRoles = () => preferences.getByRole('switch', { name: 'Merge Roles' });
    const dialog = page.getByRole('dialog', { name: 'Merge Roles' });

    await mergeRoles().click({ force: true });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(mergeRoles()).not.toBeChecked();

    await mergeRoles().click({ force: true });
    await dialog.getByRole('button', { name: 'Save and Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    await signIn('supervisor');
    preferences = await openPreferences(page);
    await expect(mergeRoles()).toBeChecked();
  });

  test('are absent for a user without those features', async ({ page, signIn }) => {
    await signIn('supervisor');
    const preferences = await openPreferences(page);
    await expect(preferences.getByLabel('Theme')).toBeVisible();
    await expect(preferences.getByText('Role Switch')).toHaveCount(0);
    await expect(preferences.getByText('Startup App')).toHaveCount(0);
  });

  test('a new tab opens on the Startup App instead of Home; Home and reloads stay Home', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const preferences = await openPreferences(page);
    await preferences.getByRole('combobox', { name: 'Startup App' }).click();
    const chosen = page.getByRole('option').first();
    const appName = (await chosen.innerText()).trim();
    await chosen.click();

    // Where that app lives, as the server's menu says.
    const headers = await authHeaders(page);
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/Common/UserPreferences', { headers });
        const list = (await answer.json()) as { title: string; value: string }[];
        return list.find((preference) => preference.title === 'Startup App')?.value;
      })
      .not.toBe('');
    type Entry = { id: number; title: string; url: string; pages: Entry[] };
    const menu = (await (await page.request.get('/api/Common/Menu', { headers })).json()) as {
      items: Entry[];
    };
    const url = menu.items
      .flatMap((item) => [item, ...item.pages])
      .find((item) => item.title === appName)?.url;
    expect(url).toBeTruthy();

    // A new tab (or the installed app's window) starts on the app.
    const tab = await page.context().newPage();
    await tab.goto('/home');
    await expect(tab).toHaveURL((address) => address.pathname === url);
    // Home is still Home, also after a reload.
    await goHome(tab);
    await expect(homeHeading(tab)).toBeVisible();
    await tab.reload();
    await expect(homeHeading(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/home$/);
  });
});
