import { test as base } from './fixtures';

/**
 * Tests whose server serves the worker's own copy of the build (`deployedBuild`), which a test
 * may redeploy (`releaseNewVersion`). Every test starts in a new browser profile, so a release
 * made by an earlier test is simply the version a later one installs.
 */
export const testWithOwnBuild = base.extend({
  serverEnv: async ({ deployedBuild }, use) => use({ STATIC_DIR: deployedBuild.dir }),
});
