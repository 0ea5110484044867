import type { LanguageContent } from '../content/store';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Site } from '../../schemas';
import type { ContentPluginApi } from '../vite/content-plugin';
import { EDITOR_PAGES } from './pages';
import { cmsConfig } from './config';
import { LOCAL_API, localEditingApi, ProposedContentCheck } from './local-api';

/** The module the editor's page imports for its configuration: `virtual:masky/cms`. */
export const CMS_MODULE = 'virtual:masky/cms';
const RESOLVED = `\0${CMS_MODULE}`;

/** How the editor is served: editing this machine's files, on a git host, or not at all. */
export type CmsMode = 'local' | 'hosted' | 'off';

/**
 * The browser editor's plugin. It hands the editor its configuration, generated from the registry
 * (pipeline/cms/config.ts): for `npm run cms`, the local backend, which this plugin mounts in the dev
 * server with the content check in front of every save; for the build, the git host named in
 * content/site.yaml. The plain dev server (`npm run dev`) serves the editor switched off, since it
 * has no backend to save through.
 */
export function cmsPlugin(local = false): Plugin {
  let mode: CmsMode = 'off';
  let site: () => Site | undefined = () => undefined;
  let languages: () => readonly LanguageContent[] = () => [];
  return {
    name: 'masky:cms',
    configResolved(config) {
      mode = config.command === 'build' ? 'hosted' : local ? 'local' : 'off';
      const content = config.plugins.find((plugin) => plugin.name === 'masky:content')?.api as
        ContentPluginApi | undefined;
      site = () => content?.store().result().content?.site;
      languages = () => content?.store().result().languages ?? [];
    },
    async configureServer(server) {
      // The editor's two pages, which the dev server transforms as it would any page of Vite's.
      server.middlewares.use(async (request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const page =
          pathname === '/admin' || pathname === '/admin/' ? EDITOR_PAGES.editor : pathname.slice(1);
        if (!Object.values(EDITOR_PAGES).includes(page as never)) return next();
        try {
          const html = await readFile(path.join(server.config.root, page), 'utf8');
          response.setHeader('Content-Type', 'text/html');
          response.end(await server.transformIndexHtml(pathname, html));
        } catch (error) {
          next(error);
        }
      });
      if (mode !== 'local') return;
      const root = server.config.root;
      const check = new ProposedContentCheck(root);
      server.watcher.on('all', (_event, file) => void check.changed(file));
      server.middlewares.use(await localEditingApi(root, check));
    },
    resolveId(id) {
      if (id === CMS_MODULE) return RESOLVED;
    },
    load(id) {
      if (id !== RESOLVED) return;
      const settings = site();
      let config: Record<string, unknown> | null = null;
      if (mode === 'local')
        config = cmsConfig({ mode: 'local', proxyUrl: LOCAL_API.backend }, settings, languages());
      if (mode === 'hosted') {
        if (!settings)
          this.error('The editor needs the site settings of content/site.yaml, which has problems.');
        config = cmsConfig({ mode: 'hosted', ...settings.editing }, settings, languages());
      }
      return [
        `export const mode = ${JSON.stringify(mode)};`,
        `export const checkUrl = ${JSON.stringify(mode === 'local' ? LOCAL_API.check : null)};`,
        `export default ${JSON.stringify(config)};`,
        '',
      ].join('\n');
    },
  };
}
