import { expect, test } from './support/fixtures';
import { group, launcherSettled, titleBar } from './support/landmarks';

test.describe('local stage', () => {
  test('shows the environment banner and prefixes the title', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveText('LOCAL environment');
    await expect(page).toHaveTitle('LOCAL - Home | Ops Portal');
  });

  test('stacks title bar, environment banner, announcements, then the groups (S1 §2.3)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await launcherSettled(page);
    const top = async (part: ReturnType<typeof titleBar>) => (await part.boundingBox())?.y ?? Number.NaN;
    const order = [
      await top(titleBar(page)),
      await top(page.getByRole('note', { name: 'Environment' })),
      await top(page.getByRole('region', { name: 'Announcements' })),
      await top(group(page, 'Apps')),
    ];
    // Top edges from top to bottom, each part on its own line.
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });
});
