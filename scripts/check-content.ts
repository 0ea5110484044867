/**
 * `npm run check:content`: checks every file under `content/` without building, prints one line per
 * problem (`content/blog/hello.md:4:8  tags[1]: ...`) and a summary, and exits with 1 if there is
 * any problem. With CI=true it also prints GitHub annotations; with `--watch` it checks again after
 * each save. `--root DIR` checks the `content/` folder inside DIR instead of this project's.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_DIR } from '../src/content/consts';
import { loadContent } from '../src/content/load';
import { reportLines } from '../src/content/problem';

/** Checks the content under `root` the way the build does, and returns the lines to print. */
export async function checkContent(root: string, ci = false): Promise<{ ok: boolean; lines: string[] }> {
  const { problems, files } = await loadContent({ root });
  return { ok: problems.length === 0, lines: reportLines(problems, files.length, ci) };
}

async function runOnce(root: string, ci: boolean): Promise<boolean> {
  const { ok, lines } = await checkContent(root, ci);
  (ok ? console.log : console.error)(lines.join('\n'));
  return ok;
}

function watchContent(root: string, ci: boolean): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    // The first line marks the start of a run for an editor's problem matcher.
    console.log('Checking content...');
    await runOnce(root, ci);
  };
  void run();
  watch(path.join(root, CONTENT_DIR), { recursive: true }, () => {
    // An editor's save can touch a file several times; one check after the last is enough.
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 100);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rootFlag = process.argv.indexOf('--root');
  const root = path.resolve(rootFlag > 0 ? process.argv[rootFlag + 1] : path.join(import.meta.dirname, '..'));
  const ci = process.env.CI === 'true';
  if (process.argv.includes('--watch')) watchContent(root, ci);
  else process.exitCode = (await runOnce(root, ci)) ? 0 : 1;
}
