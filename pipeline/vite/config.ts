import path from 'node:path';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import type { Plugin, UserConfig } from 'vite';
import { cmsPlugin } from './cms-plugin';
import { EDITOR_PAGES } from '../cms/pages';
import type { ContentStore } from '../content/store';
import { contentPlugin } from './content-plugin';
import { browserEntries } from '../prerender/entries';
import { flagsPlugin } from './flags-plugin';
import { originPlugin } from './origin-plugin';

/** The browsers the site's scripts are written for: modern ones only, so the site ships no polyfills. */
export const BROWSER_TARGET = 'es2022';

/**
 * The site's Vite configuration, for the dev server (`vite.config.ts`) and for the build, which
 * hands over the content it has already loaded so that nothing reads the content twice. With
 * `localEditing`, the dev server also serves the browser editor's backend (`npm run cms`), and with
 * `workflow` that backend keeps each change on a git branch of its own until it is published. With
 * `ownFlags`, the build writes the server page's flags into the site whatever `flagSource` says (the
 * mirror build).
 */
export function siteConfig(
  store?: ContentStore,
  options: { localEditing?: boolean; workflow?: boolean; ownFlags?: boolean } = {},
): UserConfig {
  return {
    plugins: [
      originPlugin(options.localEditing),
      react(),
      contentPlugin(store),
      flagsPlugin(options.ownFlags),
      cmsPlugin(options.localEditing, { workflow: options.workflow }),
    ],
    // The dev server draws each page itself, as the build does (pipeline/vite/content-plugin.ts),
    // rather than sending one page for every address.
    appType: 'custom',
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
    // A save is a truncation then a write, often within one millisecond, and the watcher, which
    // tells a change by the file's time, reports the first alone: the store would then keep the empty
    // file it read in between, and the editor and the pages would show its problems until the next
    // save. The watcher reports a file once its size has held for 50 ms instead.
    server: { watch: { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } } },
    build: { target: BROWSER_TARGET },
    preview: { port: 4173, strictPort: true },
  };
}

/**
 * In the browser's build, a component's stylesheet is nothing: the server build already put every
 * style into the site's one stylesheet, which every page links, so an island's script carries none.
 */
function noStylesInBrowser(): Plugin {
  const EMPTY = '\0masky:no-style';
  return {
    name: 'masky:no-styles-in-browser',
    enforce: 'pre',
    resolveId(id) {
      if (/\.css($|\?)/.test(id)) return EMPTY;
    },
    load(id) {
      if (id === EMPTY) return 'export {};';
    },
  };
}

/**
 * The browser's build: only the islands and the small behaviours, each an entry of its own, with a
 * manifest that tells the prerender which files each one loads.
 */
export function browserBuild(base: UserConfig, root: string): UserConfig {
  return {
    ...base,
    // A script loads the chunks it imports relative to its own file, not from the domain's root, so
    // the built folder works under any path prefix and from a folder (file://).
    base: './',
    // The public folder is copied by the build itself (pipeline/prerender/public-files.ts): Vite
    // would copy the media folder as it came, and whatever a link in it leads to.
    publicDir: false,
    plugins: [...(base.plugins ?? []), noStylesInBrowser()],
    build: {
      ...base.build,
      manifest: true,
      // Handed over in memory: the build writes each file itself and takes its digest as it does.
      write: false,
      rollupOptions: {
        input: browserEntries(root).map((file) => path.join(root, file)),
        // What two or more scripts share (React, and the few modules islands have in common) goes into
        // one chunk, so an island's page makes two requests for its script, not one per small module.
        output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] } },
      },
    },
  };
}

/**
 * The stylesheet names its fonts relative to its own file, url(font.woff2), not from the domain's
 * root, so the built folder works under any path prefix and from a folder (file://). Vite writes a
 * server build's addresses from the root whatever its `base`, so they are rewritten here.
 */
function stylesheetRelativeUrls(): Plugin {
  return {
    name: 'masky:stylesheet-relative-urls',
    // After Vite's own CSS plugin, which writes the stylesheet's addresses when the bundle is made.
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const folder = path.posix.dirname(file.fileName);
        file.source = String(file.source).replace(
          /url\((['"]?)\/(?!\/)([^'")]+)\1\)/g,
          (_, quote: string, address: string) =>
            `url(${quote}${path.posix.relative(folder, address)}${quote})`,
        );
      }
    },
  };
}

/**
 * The server's build: the app that draws every page at build time, and the prerender's worker that
 * draws and writes its share of them with it (pipeline/prerender/render-worker.ts). It also makes
 * the site's one stylesheet, every component's styles in the order the pages import them, and the
 * files those styles name (the Persian font), which the build writes beside the pages.
 */
export function serverBuild(base: UserConfig, entries: Record<string, string>): UserConfig {
  return {
    ...base,
    plugins: [...(base.plugins ?? []), stylesheetRelativeUrls()],
    publicDir: false,
    // The packages are bundled too, React in its production build, so that the bundle draws pages
    // alike in any process: one that loaded React's development build before Vite set NODE_ENV
    // (a bench that reads route patterns with React Router, say) would otherwise hand the bundle
    // a React whose parts disagree.
    ssr: { noExternal: true },
    build: {
      ...base.build,
      ssr: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      manifest: true,
      rollupOptions: { input: entries, output: { entryFileNames: '[name].js' } },
    },
  };
}

/**
 * The build of the hosted editor, a site of its own for its own origin (pipeline/build.ts writes it
 * beside the public site's folder): its pages at /admin/ and their chunks. It takes nothing of the
 * public folder, whose headers are the public site's; the build adds the few files it needs.
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
