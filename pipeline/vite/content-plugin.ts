import path from 'node:path';
import type { EnvironmentModuleNode, Plugin } from 'vite';
import { CONTENT_BASE, CONTENT_UPDATE_EVENT } from '../../shared/content-urls';
import { languageBase, splitLanguage } from '../../shared/languages';
import { CONTENT_DIR } from '../content/files';
import { ContentModules } from '../content/modules';
import { ContentError } from '../content/problem';
import { missingPages, routeDefinitions } from '../content/routes';
import { ContentStore } from '../content/store';

/** The module the app imports for its route table: `virtual:masky/routes`. */
export const ROUTES_MODULE = 'virtual:masky/routes';
const RESOLVED_ROUTES = `\0${ROUTES_MODULE}`;

// A content module is known to Vite by its address under /_content/ with a NUL byte in front,
// which keeps other plugins from reading it as a file.
const RESOLVED_CONTENT = `\0${CONTENT_BASE}/`;

/** What the content plugin offers the site's other plugins: the content it serves. */
export interface ContentPluginApi {
  store(): ContentStore;
}

/** The route table as a module: each route's pattern, and its page loaded as a chunk of its own. */
function routesModule(): string {
  const routes = routeDefinitions().map(
    (route) =>
      `  { id: ${JSON.stringify(route.id)}, path: ${JSON.stringify(route.path)}, page: ${JSON.stringify(route.page)}, collection: ${JSON.stringify(route.collection)}, load: () => import(${JSON.stringify(`/src/pages/${route.page}.tsx`)}) },`,
  );
  return `export default [\n${routes.join('\n')}\n];\n`;
}

/**
 * A content module as the dev server serves it: its data, and, when an editor saves a file, the
 * new data handed to the page, which draws it again in place, keeping its scroll and form state.
 */
function devContentModule(url: string, data: unknown): string {
  return [
    `const data = ${JSON.stringify(data)};`,
    'export default data;',
    'if (import.meta.hot) {',
    '  import.meta.hot.accept((next) => {',
    `    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(CONTENT_UPDATE_EVENT)}, { detail: { url: ${JSON.stringify(url)}, data: next.default } }));`,
    '  });',
    '}',
    '',
  ].join('\n');
}

/**
 * The content plugin. It serves the route table the registry makes, and in the dev server each
 * content module under `/_content/`, read from a store that reads again only the file an editor
 * saved. The build hands it the store it has already loaded, so content is read once per build;
 * a content problem fails the build and shows in the dev server's overlay.
 */
export function contentPlugin(given?: ContentStore): Plugin<ContentPluginApi> {
  let store = given;
  let modules: ContentModules | undefined;
  // The text each content module had when last served, to tell which ones an edit changed.
  const served = new Map<string, string>();
  const current = () => {
    const result = store!.result();
    if (!result.content) throw new ContentError(result.problems, result.files.length);
    return (modules ??= new ContentModules(result.content, result.versions, result.languages));
  };

  return {
    name: 'masky:content',
    enforce: 'pre',
    api: { store: () => store! },
    async configResolved(config) {
      // The dev server shows drafts and entries dated later, so editors can preview them.
      store ??= await new ContentStore({ root: config.root, preview: config.command === 'serve' })
        .load()
        .settle();
    },
    configureServer(server) {
      // Answer 404 for content that does not exist, as a host does, rather than the dev server's
      // fallback page, which the browser would refuse as a module with a confusing message.
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(`${CONTENT_BASE}/`) || !store!.result().content || current().has(url))
          return next();
        response.statusCode = 404;
        response.end();
      });
    },
    transformIndexHtml(html, context) {
      // The dev server sends one page for every address; one in another language says so, as the
      // built pages do, so the app reads that language's addresses and content.
      const languages = store!.result().languages;
      if (!languages || !context.originalUrl) return;
      const { language } = splitLanguage(
        context.originalUrl.split('?')[0],
        languages.map((each) => each.language),
      );
      const base = languageBase(language, languages[0].language);
      if (!base) return;
      return html.replace(
        /<html lang="[^"]*">/,
        `<html lang="${language.tag}" dir="${language.dir}" data-base="${base}">`,
      );
    },
    buildStart() {
      // The dev server (and the unit tests, which run in it) must start whatever the project holds:
      // a missing page is only a warning there, and content problems go to the overlay when a page
      // asks for the content. A build stops here, before it writes anything.
      const dev = this.environment.mode === 'dev';
      for (const message of missingPages(store!.root)) (dev ? this.warn : this.error).call(this, message);
      if (dev) return;
      const result = store!.result();
      if (!result.content) this.error(new ContentError(result.problems, result.files.length));
    },
    resolveId(id) {
      if (id === ROUTES_MODULE) return RESOLVED_ROUTES;
      if (!id.startsWith(`${CONTENT_BASE}/`)) return;
      const url = id.split('?')[0];
      // An address with no content, such as a post that was never written, is left to Vite, which
      // answers 404 as a host would; the page then shows the not-found page. While the content has
      // problems, every address is taken, so that the overlay can say what to fix.
      if (store!.result().content && !current().has(url)) return;
      return `\0${url}`;
    },
    load(id) {
      if (id === RESOLVED_ROUTES) return routesModule();
      if (!id.startsWith(RESOLVED_CONTENT)) return;
      const url = id.slice(1);
      for (const file of store!.result().files) this.addWatchFile(path.join(store!.root, file));
      const code = devContentModule(url, current().get(url));
      served.set(url, code);
      return code;
    },
    async hotUpdate({ file, server }) {
      if (this.environment.name !== 'client') return;
      const contentRoot = path.join(store!.root, CONTENT_DIR) + path.sep;
      if (!file.startsWith(contentRoot)) return;
      store!.update(file);
      await store!.settle();
      modules = undefined;
      const result = store!.result();
      if (!result.content) {
        const error = new ContentError(result.problems, result.files.length);
        server.ws.send({
          type: 'error',
          err: { message: error.message, stack: '', plugin: 'masky:content', id: file },
        });
        // The page keeps its last good content while the overlay says what to fix.
        return [];
      }
      const found = current();
      const changed: EnvironmentModuleNode[] = [];
      for (const [url, code] of served) {
        const next = found.has(url) ? devContentModule(url, found.get(url)) : undefined;
        if (next === code) continue;
        const node = this.environment.moduleGraph.getModuleById(`\0${url}`);
        if (!node) continue;
        this.environment.moduleGraph.invalidateModule(node);
        changed.push(node);
      }
      // An edit that changes no module on screen, such as a new post while a page about plans is open,
      // needs no update; the next navigation reads the new modules.
      return changed;
    },
  };
}
