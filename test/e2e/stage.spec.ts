import { expect, test } from './support/fixtures';

test.describe('local stage', () => {
  test('shows the environment banner and prefixes the title', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveText('LOCAL environment');
    await expect(page).toHaveTitle('LOCAL - Home | Ops Portal');
  });
});
