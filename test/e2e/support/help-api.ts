import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the API and answers the headers to call it as that user. */
export async function apiAs(request: APIRequestContext, username: string) {
  const session = await (
    await request.post('/api/Auth/Login', { data: { username, password: 'demo' } })
  ).json();
  return { 'X-Auth-Token': String(session.user.authToken) };
}

/**
 * A tutorial on Home made through the API by the admin: one step per anchor (null: the screen
 * centre), each described by `describe` (by default a line naming its anchor).
 */
export async function createTutorial(
  page: Page,
  title: string,
  anchors: (string | null)[],
  describe: (anchor: string | null) => string = (anchor) => `<p>About ${anchor ?? 'the page'}</p>`,
) {
  const items = anchors.map((anchor, i) => ({
    anchor,
    enabled: true,
    title: `Step ${i + 1}`,
    description: describe(anchor),
    position: anchor ? 'bottom' : 'center',
    offset: null,
  }));
  const body = { id: -1, pageName: 'home', enabled: true, title, icon: null, permissionLevel: 2, items };
  const response = await page.request.put('/api/Help/Tutorials', {
    data: body,
    headers: await apiAs(page.request, 'admin'),
  });
  expect(response.status()).toBe(200);
}
