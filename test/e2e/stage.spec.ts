import { expect, test } from './support/fixtures';

test.describe('local stage', () => {
  test('shows the environment banner and prefixes the title', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveText('LOCAL environment');
    await expect(page).toHaveTitle('LOCAL - Home | Ops Portal');
  });
});

test.describe('production stage', () => {
  test.use({ serverEnv: { STAGE: 'prod' } });
  test('has neither banner nor prefix', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page).toHaveTitle('Home | Ops Portal');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveCount(0);
  });
});
