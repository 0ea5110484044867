import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the browser tests that run in Firefox and WebKitGTK (./suite.ts), one test
 * file per engine, the two engines side by side on a two-core machine. The tests drive real
 * browsers, so they need none of the site's Vite plugins.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['e2e/engines/*.engine.ts'],
    globalSetup: ['e2e/engines/global-setup.ts'],
    environment: 'node',
    maxWorkers: 2,
    // One test walks every page of a language, a few dozen loads.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // CI asks for machine-readable results in this folder, to total them with the other suites'.
    ...(process.env.TEST_REPORT_DIR && {
      reporters: ['default', 'json'],
      outputFile: { json: path.join(process.env.TEST_REPORT_DIR, 'engines.json') },
    }),
  },
});
