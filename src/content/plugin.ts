import path from 'node:path';
import type { EnvironmentModuleNode, Plugin } from 'vite';
import { collections, type CollectionName } from '../../schemas';
import { CONTENT_DIR, RESOLVED_PREFIX, VIRTUAL_PREFIX } from './consts';
import { loadContent, type LoadResult } from './load';
import { ContentError } from './problem';

const isCollection = (name: string): name is CollectionName => Object.hasOwn(collections, name);

/**
 * The content plugin: it serves each collection under `content/` as the virtual module
 * `virtual:content/<name>`, validated against its schema. A content problem fails the build and shows
 * in the dev server's overlay; editing a content file updates the open page.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let preview = false;
  // One load serves every virtual module until a content file changes.
  let pending: Promise<LoadResult> | undefined;
  const load = () => (pending ??= loadContent({ root, preview }));

  return {
    name: 'masky:content',
    configResolved(config) {
      root = config.root;
      // The dev server shows drafts and future posts so editors can preview them.
      preview = config.command === 'serve';
    },
    async buildStart() {
      pending = undefined;
      // The dev server must start whatever the content holds: its problems go to the overlay instead,
      // when a page asks for the content. A build stops here, before it writes anything.
      if (preview) return;
      const result = await load();
      if (!result.content) this.error(new ContentError(result.problems, result.files.length));
    },
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (!isCollection(name)) {
        this.error(`There is no content collection called "${name}"; see schemas/index.ts`);
      }
      const result = await load();
      for (const file of result.files) this.addWatchFile(path.join(root, file));
      if (!result.content) throw new ContentError(result.problems, result.files.length);
      return `export default ${JSON.stringify(result.content[name])};`;
    },
    async hotUpdate({ file, server }) {
      const contentRoot = path.join(root, CONTENT_DIR) + path.sep;
      if (!file.startsWith(contentRoot)) return;
      pending = undefined;
      const result = await load();
      if (!result.content) {
        const error = new ContentError(result.problems, result.files.length);
        server.ws.send({
          type: 'error',
          err: { message: error.message, stack: '', plugin: 'masky:content', id: file },
        });
        // The page keeps its last good content while the overlay says what to fix.
        return [];
      }
      const modules = Object.keys(collections)
        .map((name) => this.environment.moduleGraph.getModuleById(RESOLVED_PREFIX + name))
        .filter((mod): mod is EnvironmentModuleNode => mod !== undefined);
      for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod);
      return modules;
    },
  };
}
