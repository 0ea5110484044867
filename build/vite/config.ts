import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import type { UserConfig } from 'vite';
import { cmsPlugin } from '../cms/plugin';
import type { ContentStore } from '../content/store';
import { contentPlugin } from './content-plugin';
import { flagsPlugin } from './flags-plugin';

/**
 * The site's Vite configuration, for the dev server (`vite.config.ts`) and for the build, which
 * hands over the content it has already loaded so that nothing reads the content twice. With
 * `localEditing`, the dev server also serves the browser editor's backend (`npm run cms`).
 */
export function siteConfig(store?: ContentStore, options: { localEditing?: boolean } = {}): UserConfig {
  return {
    plugins: [react(), contentPlugin(store), flagsPlugin(), cmsPlugin(options.localEditing)],
    css: {
      // Lightning CSS, which Vite ships, bundles each stylesheet's @imports and resolves the custom
      // media queries of src/styles/breakpoints.css, in the dev server as in the build.
      transformer: 'lightningcss',
      lightningcss: {
        drafts: { customMedia: true },
        // Lightning CSS resolves custom media only when it is compiling for browsers that lack them, and
        // without targets (the dev server has none) it compiles nothing, so it is told to always do so.
        // The build's minifier then writes the CSS for the browsers of `build.target`.
        include: Features.CustomMediaQueries,
      },
    },
    build: {
      manifest: true,
      // Modern browsers only: the site ships no polyfills.
      target: 'es2022',
    },
    preview: { port: 4173, strictPort: true },
  };
}
