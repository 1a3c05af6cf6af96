// Browser tests drive Debian's chromium builds (Playwright cannot download browsers here): the
// headless shell for the tests, the full browser for the benchmarks and for
// `E2E_CHROMIUM=/usr/bin/chromium` (test/playwright.config.ts). Installs whichever is missing
// with apt-get.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};

const missing = Object.entries(PACKAGES).filter(([, binary]) => !existsSync(binary));
if (missing.length > 0) {
  const names = missing.map(([name]) => name).join(' ');
  console.log(`Installing Debian's ${names} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`,
    { stdio: 'inherit' },
  );
  for (const [, binary] of missing) {
    if (!existsSync(binary)) {
      console.error(`apt-get finished but ${binary} is still missing.`);
      process.exit(1);
    }
  }
}
