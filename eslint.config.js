import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './tools/lint/layers.js';
import { renderedHtmlSelectors } from './tools/lint/rendered-html.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist.previous',
      'dist-editor',
      'dist-editor.previous',
      '.build-*',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/report.json',
      '.e2e-dist*',
      '.bench-dist',
      '.bench-dist-editor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // An import circle makes the order modules load in decide what they see, and hides which layer
    // depends on which; none is allowed. The resolver finds the TypeScript files the imports name.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No module imports from a layer above its own (tools/lint/layers.js). Tests and their helpers
    // drive every layer at once, so they may import from any.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**', 'e2e/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones() }],
    },
  },
  {
    // The build and the renderers write each page right the first time: no regular expression
    // reads or rewrites its HTML afterwards (tools/lint/rendered-html.js). Tests may read pages.
    files: ['{pipeline,src,lib,shared}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...renderedHtmlSelectors] },
  },
  {
    // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
