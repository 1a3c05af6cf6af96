import { test as base } from './fixtures';
import { type DeployedBuild, deployCopyOfBuild } from './offline';

/**
 * Tests whose server serves its own copy of the build, which a test may redeploy
 * (`releaseNewVersion`): the copy belongs to the file's worker, like its server. Every test starts
 * in a new browser profile, so a release made by an earlier test is simply the version a later one
 * installs.
 */
export const testWithOwnBuild = base.extend<object, { deployedBuild: DeployedBuild }>({
  deployedBuild: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const build = deployCopyOfBuild();
      await use(build);
      build.remove();
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ deployedBuild }, use) => use({ STATIC_DIR: deployedBuild.dir }), { scope: 'worker' }],
});
