import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { newEditorToken } from '../cms/access';
import { cmsConfig } from '../cms/config';
import { LOCAL_API, localEditingApi, ProposedContentCheck, savingInPlace } from '../cms/local-api';
import { EDITOR_ADDRESSES, EDITOR_PAGES } from '../cms/pages';
import { editorFrameHeaders } from '../security/headers';
import { EditorialWorkflow, type WatchedTree } from '../cms/workflow';
import { CONTENT_DIR } from '../content/list-files';
import type { ContentStore, LoadResult } from '../content/store';
import { currentBranch, isRepository, uncommitted } from '../git';
import type { ContentPluginApi } from './content-plugin';

/** The module the editor's page imports for its configuration: `virtual:masky/cms`. */
export const CMS_MODULE = 'virtual:masky/cms';
const RESOLVED = `\0${CMS_MODULE}`;

/** How the editor is served: editing this machine's files, on a git host, or not at all. */
export type CmsMode = 'local' | 'hosted' | 'off';

/**
 * Why the editorial workflow cannot start on a folder, for the person starting it, or nothing. It
 * commits each change and switches branches in the working tree, so the folder must be a git
 * repository on a branch, with nothing uncommitted that a change's commit would sweep in.
 */
export function workflowRefusal(root: string): string | undefined {
  if (!isRepository(root))
    return `npm run cms -- --workflow keeps each change on a git branch, and ${root} is not a git repository; run npm run cms without --workflow, or run it in a clone of the site's repository`;
  if (!currentBranch(root))
    return 'npm run cms -- --workflow publishes into the branch checked out, and none is: check out the branch the site is published from, such as git switch main';
  const dirty = uncommitted(root);
  if (dirty.length > 0)
    return `npm run cms -- --workflow commits each change and switches branches in this folder, so it starts only with nothing uncommitted; commit or stash these first: ${dirty.join(', ')}`;
  return undefined;
}

/**
 * The dev server's watcher, made to let pass no change of the working tree's content or pictures
 * while the editorial workflow has a change's branch checked out, and then to tell of what the
 * workflow changed on the published branch. Its events are held back at the one place they all
 * leave from, whichever file or folder was watched.
 */
function pausedWatcher(
  watcher: ViteDevServer['watcher'],
  root: string,
  store: () => ContentStore | undefined,
): WatchedTree {
  const folders = [CONTENT_DIR, 'public'].map((folder) => path.join(root, folder) + path.sep);
  const inside = (file: unknown) =>
    typeof file === 'string' && folders.some((folder) => file.startsWith(folder));
  const emit = watcher.emit.bind(watcher);
  let paused = false;
  watcher.emit = ((event: string, file?: unknown, ...rest: unknown[]) =>
    paused && inside(file) ? false : emit(event, file, ...rest)) as typeof watcher.emit;
  // The store's queue waits behind this turn while the workflow runs: a change the file watcher
  // tells of late, after the request has begun, is read once the published branch is back.
  let open = () => {};
  return {
    pause() {
      paused = true;
      const turn = new Promise<void>((resolve) => (open = resolve));
      void store()?.inOrder(() => turn);
    },
    resume(changed) {
      paused = false;
      // A publication changes files together, such as a legal text and the archived wording it
      // names: the site's content reads them all before any event of theirs is handled, so no page
      // or editor is told of a problem the next file's event would have mended. It also reads again
      // any file whose event came late, once the request had begun, as the published branch has it.
      for (const file of changed) store()?.update(path.join(root, file.path));
      open();
      const order = (file: (typeof changed)[number]) => (file.added ? 0 : file.deleted ? 2 : 1);
      for (const file of [...changed].sort((a, b) => order(a) - order(b))) {
        const event = file.added ? 'add' : file.deleted ? 'unlink' : 'change';
        emit(event, path.join(root, file.path));
      }
    },
  };
}

/** What the editor's plugin offers: a way to change the repository without crossing the editorial workflow's requests. */
export interface CmsPluginApi {
  /**
   * Runs a task between the editorial workflow's requests, which check a change's branch out in the
   * working tree while they run; at once when the editor runs no workflow.
   */
  between<T>(task: () => T | Promise<T>): Promise<T>;
}

/**
 * The browser editor's plugin. It hands the editor its configuration, generated from the registry
 * (pipeline/cms/config.ts): for `npm run cms`, the local backend, which this plugin mounts in the dev
 * server with the content check in front of every save, and with `workflow`, the editorial workflow
 * on git branches (pipeline/cms/workflow.ts); for the build, the git host named in content/site.yaml.
 * The plain dev server (`npm run dev`) serves the editor switched off, since it has no backend to
 * save through.
 */
export function cmsPlugin(local = false, options: { workflow?: boolean } = {}): Plugin<CmsPluginApi> {
  let mode: CmsMode = 'off';
  let loaded: () => Promise<LoadResult | undefined> = async () => undefined;
  let branch: string | undefined;
  let root: string | undefined;
  let contentStore: () => ContentStore | undefined = () => undefined;
  let workflow: EditorialWorkflow | undefined;
  // The secret of this run, which the editor's page sends with every request to its backend; the
  // plain dev server and the build have none, and the built editor holds none.
  const token = local ? newEditorToken() : null;
  return {
    name: 'masky:cms',
    api: {
      between: async (task) => (workflow ? workflow.between(task) : task()),
    },
    config() {
      // The editor is for people who write, not for people who read stack traces. Vite's overlay,
      // which it draws over every page it serves when a request or an update fails, would cover the
      // editor and stop its buttons; the editor tells of a refused save or publication in its own
      // notices, and the site's pages tell of content problems themselves (src/dev/live-page.ts).
      //
      // No CORS: by default Vite lets a page of any port of this machine read whatever the dev server
      // answers, which would let it read the editor's module with the run's secret, and through it
      // write the repository. The editor's page is served from the dev server itself and needs none.
      if (local) return { server: { hmr: { overlay: false }, cors: false } };
    },
    configResolved(config) {
      mode = config.command === 'build' ? 'hosted' : local ? 'local' : 'off';
      const content = config.plugins.find((plugin) => plugin.name === 'masky:content')?.api as
        ContentPluginApi | undefined;
      loaded = async () => content?.store().result();
      root = config.root;
      contentStore = () => content?.store();
      if (mode === 'local' && options.workflow) {
        const refusal = workflowRefusal(config.root);
        if (refusal) throw new Error(refusal);
        branch = currentBranch(config.root);
      }
    },
    async configureServer(server) {
      // The editor's two pages, which the dev server transforms as it would any page of Vite's. Like
      // the hosted editor's, they say who may frame them: no page frames Decap, and only Decap's
      // preview pane, of the same origin, frames the preview.
      server.middlewares.use(async (request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const page = EDITOR_ADDRESSES.includes(pathname) ? EDITOR_PAGES.editor : pathname.slice(1);
        if (!Object.values(EDITOR_PAGES).includes(page as never)) return next();
        try {
          const html = await readFile(path.join(server.config.root, page), 'utf8');
          const framed = page === EDITOR_PAGES.preview ? 'preview' : 'editor';
          for (const header of editorFrameHeaders(framed)) response.setHeader(header.name, header.value);
          response.setHeader('Content-Type', 'text/html');
          response.end(await server.transformIndexHtml(pathname, html));
        } catch (error) {
          next(error);
        }
      });
      if (mode !== 'local' || token === null) return;
      const root = server.config.root;
      if (branch !== undefined) {
        const running = new EditorialWorkflow(
          root,
          branch,
          pausedWatcher(server.watcher, root, contentStore),
        );
        workflow = running;
        server.httpServer?.once('close', () => running.dispose());
        server.middlewares.use(await localEditingApi(running, token));
        return;
      }
      const check = new ProposedContentCheck(root);
      server.watcher.on('all', (_event, file) => void check.changed(file));
      server.middlewares.use(await localEditingApi(savingInPlace(root, check), token));
    },
    resolveId(id) {
      if (id === CMS_MODULE) return RESOLVED;
    },
    hotUpdate({ file }) {
      // The configuration shows how each translation keeps up with its English, so a change of the
      // content makes it anew the next time the editor is opened.
      if (this.environment.name !== 'client' || root === undefined) return;
      if (!file.startsWith(path.join(root, CONTENT_DIR) + path.sep)) return;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
    async load(id) {
      if (id !== RESOLVED) return;
      const result = await loaded();
      const settings = result?.content?.site;
      const languages = result?.languages ?? [];
      let config: Record<string, unknown> | null = null;
      if (mode === 'local')
        config = cmsConfig(
          { mode: 'local', proxyUrl: LOCAL_API.backend, branch, workflow: branch !== undefined },
          settings,
          languages,
          root,
        );
      if (mode === 'hosted') {
        if (!settings)
          this.error('The editor needs the site settings of content/site.yaml, which has problems.');
        config = cmsConfig({ mode: 'hosted', ...settings.editing }, settings, languages, root);
      }
      return [
        `export const mode = ${JSON.stringify(mode)};`,
        `export const checkUrl = ${JSON.stringify(mode === 'local' ? LOCAL_API.check : null)};`,
        `export const apiToken = ${JSON.stringify(mode === 'local' ? token : null)};`,
        `export default ${JSON.stringify(config)};`,
        '',
      ].join('\n');
    },
  };
}
