import { expect, signInOnPage, test } from './support/fixtures';
import { sidebar } from './support/landmarks';

/** /url without a link (S1 §2.1: signed in, embedded external-link app). */
test.describe('/url without a link', () => {
  test('tells a signed-in user where links are chosen, with a way home', async ({ page, signIn }) => {
    await signIn('admin', '/url');
    await expect(page).toHaveURL(/\/url(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'External Link' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Choose a link from the launcher or the sidebar.');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    // It opens inside the portal's frame, like every signed-in page.
    await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();

    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/home(\?|$)/);
  });

  test('asks a visitor to sign in first, then shows it', async ({ page }) => {
    await page.goto('/url');
    await expect(page).toHaveURL(/\/sign-in/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/url(\?|$)/);
    await expect(page.getByRole('status')).toContainText('Choose a link from the launcher or the sidebar.');
  });

  test('sends a user without any app to the guard’s error page', async ({ page, signIn }) => {
    await signIn('noapps', '/url');
    await expect(page).toHaveURL(/\/error\/401$/);
    await expect(page.getByText("You don't have permissions to any apps.")).toBeVisible();
  });
});

/** /url/{id}: the embedded app is sandboxed (walkthrough 19, D1; docs/security.md, threat model). */
test.describe('/url/{id} with an embedded app', () => {
  test('the embedded page may open a window, but cannot move the portal’s tab away', async ({
    page,
    signIn,
  }) => {
    const phishing: string[] = [];
    await page.context().route('https://phish.example/**', (route) => {
      phishing.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Fake Ops Portal sign-in</h1>' });
    });
    // The link's origin (502 'Safety Handbook' is https://example.com/…): a page whose button tries
    // to send the portal's tab to a look-alike page, and says in the frame how that went. A
    // navigation the sandbox refuses throws at once (HTML: 'allowed by sandboxing to navigate'),
    // so nothing is left to wait for after the answer.
    await page.context().route('https://example.com/**', (route) => {
      const body =
        new URL(route.request().url()).pathname === '/window'
          ? '<h1>Embedded app window</h1>'
          : `<h1>Embedded app</h1>
             <button id="leave">Continue</button>
             <button id="open">Open window</button>
             <output></output>
             <p id="storage"></p>
             <script>
               const said = document.querySelector('output');
               try {
                 localStorage.setItem('embedded', 'yes');
                 document.getElementById('storage').textContent = 'Storage: ' + localStorage.getItem('embedded');
               } catch (error) {
                 document.getElementById('storage').textContent = 'Storage refused: ' + error.name;
               }
               document.getElementById('leave').onclick = () => {
                 try {
                   top.location.href = 'https://phish.example/sign-in';
                   said.textContent = 'Sent';
                 } catch (error) {
                   said.textContent = 'Refused: ' + error.name;
                 }
               };
               document.getElementById('open').onclick = () => window.open('https://example.com/window');
             </script>`;
      return route.fulfill({ contentType: 'text/html', body });
    });
    await signIn('admin', '/url/502');
    const frame = page.frameLocator('iframe[title="Safety Handbook"]');
    await expect(frame.getByRole('heading')).toHaveText('Embedded app');

    // The decision (docs/security.md): these grants, none to move the top.
    expect(
      (await page.locator('iframe[title="Safety Handbook"]').getAttribute('sandbox'))?.split(' ').sort(),
    ).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-modals',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
      'allow-storage-access-by-user-activation',
    ]);
    // Its own origin's storage works (allow-same-origin).
    await expect(frame.getByText(/^Storage/)).toHaveText('Storage: yes');
    // Popups work: a company app may open its reports in a new window.
    const opened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Open window' }).click();
    const popup = await opened;
    await expect(popup.getByRole('heading')).toHaveText('Embedded app window');
    await popup.close();

    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('status')).toHaveText('Refused: SecurityError');
    expect(new URL(page.url()).pathname).toBe('/url/502');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Handbook' })).toBeVisible();
    expect(phishing).toEqual([]);
  });

  test("the embedded page's title keeps the pages' margin from the sidebar (walkthrough 41, D3)", async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor', '/url/502');
    const heading = page.getByRole('heading', { level: 1, name: 'Safety Handbook' });
    await expect(heading).toBeVisible();
    const headingLeft = await heading.evaluate((title) => {
      const text = document.createRange();
      text.selectNodeContents(title);
      return text.getBoundingClientRect().left;
    });
    const bar = await sidebar(page).boundingBox();
    expect(headingLeft - ((bar?.x ?? 0) + (bar?.width ?? 0))).toBeGreaterThanOrEqual(12);
  });
});
