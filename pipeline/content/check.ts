import { watch } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './list-files';
import { reportLines } from './problem';
import { ContentStore } from './store';

/**
 * Checks the content under `root` the way the build does, reading every file, and returns the
 * lines to print. It keeps nothing between runs: what is published is decided by a check of every
 * file, never by what an earlier run remembered.
 */
export async function checkContent(root: string, ci = false): Promise<{ ok: boolean; lines: string[] }> {
  const { problems, files } = await new ContentStore({ root }).load().problems();
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
  const folder = path.join(root, CONTENT_DIR);
  const store = new ContentStore({ root }).load();
  const run = async () => {
    const { problems, files } = await store.problems();
    report(problems.length === 0, ['Checking content...', ...reportLines(problems, files.length, ci)]);
  };
  void run();
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(folder, { recursive: true }, (_event, name) => {
    if (name) changed.add(path.join(folder, name.toString()));
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
