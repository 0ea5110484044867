import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { installedChromium } from './tools/test-setup/system';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { flagStandInFlags } from './tools/bench/flag-stand-in';
import { e2eDist as dist, e2eFlagPort as flagPort, e2ePort as port } from './e2e/env';

/**
 * The flag service the server page loads its flags from (content/site.yaml), which the tests send to
 * a stand-in on this machine: by the browser's own host mapping, not by intercepting the page's
 * requests, which would change how Chromium navigates (it neither prefetches nor blends pages then).
 */
const flagHost = new URL(
  (parse(readFileSync('content/site.yaml', 'utf8')) as { flagBaseUrl: string }).flagBaseUrl,
).host;

// The nginx suite and the editor's start their own servers, so each runs in a project of its own. The
// patterns match the file's own name: Playwright tests them against the whole path, and a checkout in
// a folder named, say, wt-editor would otherwise put every spec in the editor's project.
const NGINX_SPECS = /(^|[\\/])nginx[^\\/]*\.spec\.ts$/;
const EDITOR_SPECS = /(^|[\\/])editor[^\\/]*\.spec\.ts$/;

// What the width changes (the header and its menu, the layout of right-to-left pages, a table's own
// frame, what axe and a reader with scripts off see) is tried at both widths; behaviour that is the
// same at any width (forms, the wizard, the server list, the blog's links) runs once, at 1280 px.
const AT_BOTH_WIDTHS =
  /(^|[\\/])(accessibility|bidi|header|keyboard|languages|no-script|smoke|trust-data)\.spec\.ts$/;

// CI asks for machine-readable results in this folder, to total them with the unit tests'.
const reportDir = process.env.TEST_REPORT_DIR;

/**
 * Browser tests against the prerendered site, served the way `npm run preview` serves it, in
 * Chromium. `npm run test:e2e` (and so `npm test`) first finds or installs Chromium, nginx and
 * openssl (tools/test-setup/) and passes their paths in CHROMIUM_PATH and NGINX_PATH. Run any other
 * way (`npx playwright test`, an editor's Playwright extension), the tests take Debian's Chromium or
 * Playwright's own download, whichever is there.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? installedChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...flagStandInFlags(flagHost, flagPort),
      ],
    },
  },
  // Playwright starts the projects in this order. The editor's two files each run their tests one
  // after another, for about two minutes, and one of the nginx suite's tests takes most of a minute; run
  // last, they left one of the two workers idle for the last minutes of the run. Run first, the many
  // short tests of the other projects fill the other worker meanwhile.
  projects: [
    // The browser editor, `npm run cms`, on a copy of the project that it saves into.
    {
      name: 'editor',
      testMatch: EDITOR_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The same build served by nginx with deploy/nginx.conf over HTTPS, with a certificate made for the run.
    {
      name: 'nginx',
      testMatch: NGINX_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true },
    },
    {
      name: 'desktop',
      testIgnore: [NGINX_SPECS, EDITOR_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: AT_BOTH_WIDTHS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      // Builds the site into the tests' folder unless `npm run check:html -- --build` has just built
      // the same sources there, then serves it.
      command: `node scripts/run.mjs scripts/test-build.ts && PORT=${port} node scripts/run.mjs scripts/preview.ts --dir "${dist}"`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `PORT=${flagPort} node scripts/run.mjs scripts/flag-stand-in.ts`,
      url: `https://127.0.0.1:${flagPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
