import { expect, test } from './support/fixtures';

test.use({ serverEnv: { STAGE: 'prod' } });

test.describe('production stage', () => {
  test('has neither banner nor prefix', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page).toHaveTitle('Home | Ops Portal');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveCount(0);
  });
});
