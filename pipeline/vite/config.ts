import path from 'node:path';
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
 * `localEditing`, the dev server also serves the browser editor's backend (`npm run cms`), and with
 * `workflow` that backend keeps each change on a git branch of its own until it is published.
 */
export function siteConfig(
  store?: ContentStore,
  options: { localEditing?: boolean; workflow?: boolean } = {},
): UserConfig {
  return {
    plugins: [
      react(),
      contentPlugin(store),
      flagsPlugin(),
      cmsPlugin(options.localEditing, { workflow: options.workflow }),
    ],
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

/** Whether a file of a built site, by its path from the site's folder, is one of the editor's pages, not the site's. */
export const isEditorPage = (file: string) => file.split(/[\\/]/)[0] === 'admin';

/** The editor's two pages: Decap at /admin/, and the site drawn for its preview at /admin/preview.html. */
export const EDITOR_PAGES = { editor: 'admin/index.html', preview: 'admin/preview.html' } as const;

/**
 * The build of the browser editor, into the site's own output folder beside the pages: a build of
 * its own, so the site's pages never share a chunk with the editor's megabytes. The public folder
 * is already in place, and the site's build has already used its manifest.
 */
export function editorConfig(base: UserConfig, root: string): UserConfig {
  return {
    ...base,
    publicDir: false,
    build: {
      ...base.build,
      manifest: false,
      // Decap is one bundle of about 5 MB; the warning is for the site's pages, which stay small.
      chunkSizeWarningLimit: 8000,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(EDITOR_PAGES).map(([name, file]) => [name, path.join(root, file)]),
        ),
        onwarn(warning, warn) {
          // Decap's own dependencies call eval(); that is theirs to fix, and the editor's policy allows it.
          if (warning.code === 'EVAL' && warning.id?.includes('node_modules')) return;
          warn(warning);
        },
      },
    },
  };
}
