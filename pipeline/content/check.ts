import { watch } from 'node:fs';
import path from 'node:path';
import { todayIso } from '../../shared/dates';
import { cacheFileFor } from './cache-file';
import { cacheKey } from './cache-key';
import { openCache, sinceReport } from './check-index';
import { checkVersion } from './check-version';
import { CONTENT_DIR } from './list-files';
import { reportLines, type Problem } from './problem';

// The store, the schemas, and the YAML and markdown parsers are loaded only when a file has to be
// read: a check that finds nothing changed prints what it remembers without them, and loading them
// takes longer than the rest of such a check.
const loadStore = () => import('./store');
const loadCache = () => import('./cache');

/** The project whose code checks the content: this one, wherever the content is. */
const CODE_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What a check read: no file, when none changed since the last check; the files that changed
 * alone, when nothing the checks across files read of them changed; or every file, recalling from
 * the cache those that did not change.
 */
export type CheckRead = 'none' | 'changed' | 'all';

/**
 * Whether a check may use its cache: never on CI (CI set to anything but "" or "false"), where what
 * is published is decided by a check of every file, never by what an earlier run remembered.
 */
export const cacheAllowed = (env: NodeJS.ProcessEnv = process.env): boolean => !env.CI || env.CI === 'false';

/** What the check says when it found a cache it could not vouch for (cache-file.ts), and ignored it. */
export const FOREIGN_CACHE_LINE =
  "The content check's cache was not made on this machine, so every file was checked afresh.";

/**
 * Checks the content under `root` the way the build does, and returns the lines to print. It reads
 * again only the files that changed since the last check, and prints the last check's report when
 * none did, or when nothing the checks across files read of those that did has changed, unless
 * `cache` is false. A cache is used only when this machine's key (cache-key.ts) vouches for it.
 */
export async function checkContent(
  root: string,
  ci = false,
  { cache = true }: { cache?: boolean } = {},
): Promise<{ ok: boolean; lines: string[]; read: CheckRead }> {
  const folder = path.join(root, CONTENT_DIR);
  const today = todayIso();
  const key = cache ? cacheKey() : undefined;
  const opened = key
    ? openCache({ folder, file: cacheFileFor(CODE_ROOT, folder), version: checkVersion(CODE_ROOT), key })
    : undefined;
  const since = opened && sinceReport(opened, today);
  const remembered = ({ problems, files }: { problems: Problem[]; files: number }, read: CheckRead) => ({
    ok: problems.length === 0,
    lines: [...(opened?.foreign ? [FOREIGN_CACHE_LINE] : []), ...reportLines(problems, files, ci)],
    read,
  });
  if (since && since.changed.length === 0) return remembered(since.report, 'none');
  const { ContentStore } = await loadStore();
  const memory = opened && new (await loadCache()).ContentCache(opened);
  if (
    since &&
    memory &&
    (await new ContentStore({ root, today, cache: memory }).changedAlone(since.changed))
  ) {
    memory.save(since.report, since.files);
    return remembered(since.report, 'changed');
  }
  const { problems, files } = await new ContentStore({ root, today, cache: memory }).load().ready();
  memory?.save({ today, problems, files: files.length });
  return remembered({ problems, files: files.length }, 'all');
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
  const ready = (async () => {
    const [{ ContentStore }, { ContentCache }] = await Promise.all([loadStore(), loadCache()]);
    const cache = ContentCache.open({ folder, codeRoot: CODE_ROOT });
    return { cache, store: new ContentStore({ root, cache }).load() };
  })();
  let foreign = false;
  const run = async () => {
    const { cache, store } = await ready;
    const { problems, files } = await store.ready();
    cache?.save({ today: store.today, problems, files: files.length });
    // Said once, on the first check, which is the one that started afresh.
    const note = cache?.foreign && !foreign ? [FOREIGN_CACHE_LINE] : [];
    foreign ||= !!cache?.foreign;
    report(problems.length === 0, [
      'Checking content...',
      ...note,
      ...reportLines(problems, files.length, ci),
    ]);
  };
  void run();
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(folder, { recursive: true }, (_event, name) => {
    if (name) changed.add(path.join(folder, name.toString()));
    // An editor's save can touch a file several times; one check after the last is enough.
    clearTimeout(timer);
    timer = setTimeout(() => {
      void ready.then(({ store }) => {
        for (const file of changed) store.update(file);
        changed.clear();
        return run();
      });
    }, 100);
  });
  return () => watcher.close();
}
