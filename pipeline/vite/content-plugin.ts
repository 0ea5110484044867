import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import {
  CONTENT_PROBLEMS_EVENT,
  CONTENT_PROBLEMS_ID,
  PAGE_UPDATE_EVENT,
  type ContentProblems,
} from '../../shared/dev-server';
import { PREVIEW_CONTENT_PATH } from '../../shared/editor-files';
import type { ServerEntry } from '../../shared/server-entry';
import { CONTENT_DIR } from '../content/list-files';
import { ContentByKey } from '../content/content-by-key';
import { mediaMiddleware } from '../media/dev-server';
import { PUBLIC_DIR } from '../media/library';
import { ContentError } from '../content/problem';
import { missingPages, routeDefinitions } from '../content/route-table';
import { ContentStore } from '../content/store';
import { pageDocument } from '../prerender/document';
import { escapeHtml } from '../seo/head';
import { behaviourSource, islandSource } from '../prerender/entries';

/** The module the app imports for its route table: `virtual:masky/routes`. */
const ROUTES_MODULE = 'virtual:masky/routes';
const RESOLVED_ROUTES = `\0${ROUTES_MODULE}`;

/** The dev server's own script, on every page it draws: it brings an edit onto the open page. */
const LIVE_PAGE_SCRIPT = '/src/dev/live-page.ts';

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

/** Whether a request is for a page, which the dev server draws, rather than a module or a file. */
function isPageRequest(request: Connect.IncomingMessage, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  // Modules, the editor's pages and files with an extension are Vite's or the other plugins' to serve;
  // a page's own file, /about/index.html, as a host may serve it, is a page.
  if (/^\/(@|src\/|node_modules\/|admin(\/|$))/.test(pathname)) return false;
  return /(^|\/)index\.html$/.test(pathname) || !/\.\w+$/.test(pathname);
}

/**
 * The stylesheets a page drawn by the dev server uses, in the order the app imports them: the
 * server's module graph knows every one it has loaded. Linked as files, as the build links its one
 * stylesheet, so the page is styled before any script runs and Vite swaps a changed one in place.
 */
function stylesheets(server: ViteDevServer): string[] {
  const files: string[] = [];
  for (const node of server.environments.ssr.moduleGraph.idToModuleMap.values()) {
    if (node.url && /\.css$/.test(node.url)) files.push(`${node.url}?direct`);
  }
  return files;
}

/**
 * The page the dev server draws at any address while the content has problems: the check's report,
 * which its script shows in the overlay, and draws the page asked for once the problems are mended.
 * It is drawn rather than thrown: Vite would send a thrown error to every page it serves, the
 * browser editor's too.
 */
function problemsPage(error: ContentError): string {
  const problems: ContentProblems = { message: error.message };
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<title>The content has problems</title>',
    `<script type="application/json" id="${CONTENT_PROBLEMS_ID}">${JSON.stringify(problems).replace(/</g, '\\u003c')}</script>`,
    `<script type="module" src="${LIVE_PAGE_SCRIPT}"></script>`,
    '</head>',
    `<body><pre>${escapeHtml(error.message)}</pre></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The content plugin. It serves the route table the registry makes, and in the dev server it draws
 * each page on request, with the same server entry and the same content the build uses, from a store
 * that reads again only the file an editor saved. An edit reaches the open page in place (see
 * src/dev/live-page.ts). The build hands it the store it has already loaded, so content is read once
 * per build; a content problem fails the build and shows in the dev server's overlay.
 */
export function contentPlugin(given?: ContentStore): Plugin<ContentPluginApi> {
  let store = given;
  let data: ContentByKey | undefined;
  const current = async () => {
    const result = await store!.result();
    if (!result.content) throw new ContentError(result.problems, result.files.length);
    return (data ??= new ContentByKey(result.content, result.versions, result.languages));
  };

  /** Draws one page of the site, as the prerender does, with the dev server's own scripts. */
  async function drawPage(server: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
    const pages = await current();
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as { default: ServerEntry };
    const page = await entry.default.render(url, pages.lookup(url));
    const site = (await store!.result()).content!.site;
    const template = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
    const document = pageDocument(template, url, page, {
      site,
      feeds: [],
      indexable: false,
      files: {
        stylesheets: stylesheets(server),
        fonts: [],
        preloads: [],
        scripts: [
          ...page.scripts.islands.map((name) => `/${islandSource(name)}`),
          ...page.scripts.behaviours.map((name) => `/${behaviourSource(name)}`),
          LIVE_PAGE_SCRIPT,
        ],
      },
    });
    const html = await server.transformIndexHtml(url, document);
    return { status: page.status, html };
  }

  return {
    name: 'masky:content',
    enforce: 'pre',
    api: { store: () => store! },
    async configResolved(config) {
      // The dev server shows drafts and entries dated later, so editors can preview them.
      store ??= new ContentStore({ root: config.root, preview: config.command === 'serve' }).load();
    },
    configureServer(server) {
      // Before Vite's own serving of the public folder, which would hand out the media folder's
      // files as they came.
      server.middlewares.use(mediaMiddleware(store!.root, async () => (await store!.result()).pictures));
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (pathname === PREVIEW_CONTENT_PATH) {
          current().then((pages) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(pages.previewContent()));
          }, next);
          return;
        }
        if (!isPageRequest(request, pathname)) return next();
        const url = request.url ?? '/';
        drawPage(server, url)
          .catch(async (error: unknown) => {
            if (!(error instanceof ContentError)) throw error;
            return { status: 500, html: await server.transformIndexHtml(url, problemsPage(error)) };
          })
          .then(({ status, html }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'text/html');
            response.end(html);
          }, next);
      });
    },
    async buildStart() {
      // The dev server (and the unit tests, which run in it) must start whatever the project holds:
      // a missing page is only a warning there, and content problems go to the overlay when a page
      // is drawn. A build stops here, before it writes anything.
      const dev = this.environment.mode === 'dev';
      for (const message of missingPages(store!.root)) (dev ? this.warn : this.error).call(this, message);
      if (dev) return;
      const result = await store!.result();
      if (!result.content) this.error(new ContentError(result.problems, result.files.length));
    },
    resolveId(id) {
      if (id === ROUTES_MODULE) return RESOLVED_ROUTES;
    },
    load(id) {
      if (id === RESOLVED_ROUTES) return routesModule();
    },
    async hotUpdate({ file, server, modules }) {
      const contentRoot = path.join(store!.root, CONTENT_DIR) + path.sep;
      const publicRoot = path.join(store!.root, PUBLIC_DIR) + path.sep;
      if (!file.startsWith(contentRoot) && !file.startsWith(publicRoot)) {
        // A page's code runs only in the server: when it changes, the open page is drawn again.
        if (this.environment.name === 'ssr' && modules.length > 0 && !/\.css$/.test(file)) {
          server.ws.send({ type: 'custom', event: PAGE_UPDATE_EVENT });
        }
        return;
      }
      if (this.environment.name !== 'client') return [];
      store!.update(file);
      const result = await store!.result();
      data = undefined;
      if (!result.content) {
        const { message } = new ContentError(result.problems, result.files.length);
        // The page keeps its last good content while the overlay says what to fix. The report goes
        // to the site's pages alone (src/dev/live-page.ts), as problemsPage says why.
        const problems: ContentProblems = { message };
        server.ws.send({ type: 'custom', event: CONTENT_PROBLEMS_EVENT, data: problems });
        return [];
      }
      server.ws.send({ type: 'custom', event: PAGE_UPDATE_EVENT });
      return [];
    },
  };
}
