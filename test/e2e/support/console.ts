import type { Page } from '@playwright/test';

/**
 * The page's console errors from now on, as a developer's console would show them: the app logs
 * what S1 §8 and S2 §8 say to log there. The list fills as the page logs; read it with
 * `expect.poll` when the log may still be coming.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
