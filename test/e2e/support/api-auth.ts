import type { Page } from '@playwright/test';

/** The signed-in user's token on `page`, as headers for calling the API as that user. */
export async function authHeaders(page: Page): Promise<{ 'X-Auth-Token': string }> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ops.session') ?? '{}').user.authToken,
  );
  return { 'X-Auth-Token': String(token) };
}
