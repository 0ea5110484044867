import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/content/plugin';

export default defineConfig({
  plugins: [react(), contentPlugin()],
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
  },
});
