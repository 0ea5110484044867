import { watch } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './list-files';
import { reportLines } from './problem';
import { ContentStore } from './store';

/** Checks every file as the build does; nothing is kept between runs to decide what is published. */
export async function checkContent(root: string, ci = false): Promise<{ ok: boolean; lines: string[] }> {
  const { problems, files } = await new ContentStore({ root, bodies: 'facts' }).load().problems();
  return { ok: problems.length === 0, lines: reportLines(problems, files.length, ci) };
}

/** Checks the content, then after each save; a run's first line marks its start for a problem matcher. */
export function watchContent(
  root: string,
  ci: boolean,
  report: (ok: boolean, lines: string[]) => void,
): () => void {
  const folder = path.join(root, CONTENT_DIR);
  const store = new ContentStore({ root, bodies: 'facts' }).load();
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
