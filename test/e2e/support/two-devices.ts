import type { Page } from '@playwright/test';
import type { DemoUser } from './fixtures';

/** The fixtures a two-device test starts from (`test`'s own: the page, signIn, anotherDevice). */
export interface TwoDeviceFixtures {
  page: Page;
  signIn: (user: DemoUser, path?: string) => Promise<void>;
  anotherDevice: (user: DemoUser, path?: string) => Promise<Page>;
}

/**
 * Two people at the same point, each on a device of their own: the test's page signed in as
 * `userA`, another device as `userB`, and `reach` run on the test's page and then on the other
 * (opening the same editor, say). Returns the other device's page. The start of the two-author
 * tests (a save refused because the other saved first), once instead of in each.
 */
export async function twoDevicesAt(
  { page, signIn, anotherDevice }: TwoDeviceFixtures,
  [userA, userB]: [DemoUser, DemoUser],
  reach: (page: Page) => Promise<void>,
): Promise<Page> {
  await signIn(userA);
  const pageB = await anotherDevice(userB);
  for (const device of [page, pageB]) await reach(device);
  return pageB;
}
