import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { siteConfig } from './pipeline/vite/config';

// The unit tests' configuration: they run with the site's plugins. The dev server is `npm run dev`
// (scripts/dev.ts), and the build is `npm run build` (pipeline/build.ts).

export default defineConfig({
  ...siteConfig(),
  test: {
    environment: 'node',
    include: ['{src,schemas,shared,pipeline,tools,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Several tests start the command-line tools or build a copy of the site; on a loaded two-core
    // machine those take longer than vitest's default 5 s.
    testTimeout: 30_000,
    // Vitest leaves one processor free by default, which on a two-core machine runs every file one
    // after another. Much of a file's time is spent waiting on files and child processes, so two at
    // once finish sooner, though not twice as fast: most of the work is the processor's.
    maxWorkers: 2,
    // CI asks for machine-readable results in this folder, to total them with the browser tests'.
    ...(process.env.TEST_REPORT_DIR && {
      reporters: ['default', 'json'],
      outputFile: { json: path.join(process.env.TEST_REPORT_DIR, 'unit.json') },
    }),
  },
});
