import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { flagsPlugin } from './src/content/flags-plugin';
import { contentPlugin } from './src/content/plugin';

export default defineConfig({
  plugins: [react(), contentPlugin(), flagsPlugin()],
  build: {
    manifest: true,
    // Modern browsers only: the site ships no polyfills.
    target: 'es2022',
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Several tests start the command-line tools or build a copy of the site; on a loaded two-core
    // machine those take longer than vitest's default 5 s.
    testTimeout: 30_000,
    // CI asks for machine-readable results in this folder, to total them with the browser tests'.
    ...(process.env.TEST_REPORT_DIR && {
      reporters: ['default', 'json'],
      outputFile: { json: path.join(process.env.TEST_REPORT_DIR, 'unit.json') },
    }),
  },
});
