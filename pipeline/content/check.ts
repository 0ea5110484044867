import { watch } from 'node:fs';
import path from 'node:path';
import { ContentCache } from './cache';
import { CONTENT_DIR } from './files';
import { reportLines } from './problem';
import { ContentStore } from './store';

/** What the check of a content folder remembers between runs, kept under the project's node_modules/.cache. */
function cacheOf(root: string): ContentCache {
  return ContentCache.open({ folder: path.join(root, CONTENT_DIR) });
}

/**
 * Checks the content under `root` the way the build does, and returns the lines to print. It reads
 * again only the files that changed since the last check, unless `cache` is false.
 */
export async function checkContent(
  root: string,
  ci = false,
  { cache = true }: { cache?: boolean } = {},
): Promise<{ ok: boolean; lines: string[] }> {
  const remembered = cache ? cacheOf(root) : undefined;
  const { problems, files } = await new ContentStore({ root, cache: remembered }).load().ready();
  remembered?.save();
  return { ok: problems.length === 0, lines: reportLines(problems, files.length, ci) };
}

/**
 * Checks the content, then again after each save, reading again only the files that changed, and
 * calls `report` with the lines each time. The first line of a run marks its start for an editor's
 * problem matcher.
 */
export function watchContent(
  root: string,
  ci: boolean,
  report: (ok: boolean, lines: string[]) => void,
): () => void {
  const cache = cacheOf(root);
  const store = new ContentStore({ root, cache }).load();
  const run = async () => {
    const { problems, files } = await store.ready();
    cache.save();
    report(problems.length === 0, ['Checking content...', ...reportLines(problems, files.length, ci)]);
  };
  void run();
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(path.join(root, CONTENT_DIR), { recursive: true }, (_event, name) => {
    if (name) changed.add(path.join(root, CONTENT_DIR, name.toString()));
    // An editor's save can touch a file several times; one check after the last is enough.
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const file of changed) store.update(file);
      changed.clear();
      void run();
    }, 100);
  });
  return () => watcher.close();
}
