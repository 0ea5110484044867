import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cacheFileFor } from '../../pipeline/content/cache-file';
import { CONTENT_DIR } from '../../pipeline/content/files';
import { writeGeneratedPosts } from './generated-posts';
import { median } from './stats';

const run = promisify(execFile);

/** One command timed as a whole process: its wall times over the runs, in seconds. */
export interface TimedCommand {
  label: string;
  seconds: number[];
}

/** The three states the check is timed in: no cache, nothing changed since the last check, one post changed. */
export type CheckState = 'cold' | 'unchanged' | 'oneChanged';

/** What the content check's bench measured, with the limits it is held to. */
export interface ContentCheckReport {
  posts: number;
  files: number;
  /** `npm run check:content`, as editors and CI run it, in each state. */
  npm: Record<CheckState, TimedCommand>;
  /** The process npm starts for it, `node scripts/run.mjs scripts/check-content.ts`, in each state: what the limits hold. */
  node: Record<CheckState, TimedCommand>;
  /** npm's own start: `npm run env`, a script that does nothing but print the environment. */
  npmStart: TimedCommand;
  /** A plain script that only reads the files and parses their front matter. */
  floor: TimedCommand;
  /**
   * The check with no cache over the site's own content alone, without the generated posts: what
   * a check with no cache costs whatever the number of posts.
   */
  siteOnly: TimedCommand;
}

/** The limits of the issue that asked for a check that remembers, in seconds, for 5,000 posts. */
export const CHECK_LIMITS: Record<CheckState, number> = { cold: 2, unchanged: 0.5, oneChanged: 0.5 };

const STATES: Record<CheckState, string> = {
  cold: 'no cache',
  unchanged: 'nothing changed',
  oneChanged: 'one post changed',
};

/**
 * The floor, as a script of its own: read every file under `content/`, split off a markdown file's
 * front matter, and parse the YAML with js-yaml, the parser the check reads clean YAML with
 * (pipeline/content/yaml/quick.ts). No validation, no markdown, no links.
 */
function floorScript(yamlModule: string): string {
  return [
    `import { readdirSync, readFileSync } from 'node:fs';`,
    `import path from 'node:path';`,
    `import { load } from ${JSON.stringify(yamlModule)};`,
    `const folder = process.argv[2];`,
    `let count = 0;`,
    `for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {`,
    `  if (!entry.isFile() || !/\\.(md|ya?ml)$/.test(entry.name)) continue;`,
    `  const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');`,
    `  const front = entry.name.endsWith('.md') ? /^---\\r?\\n([\\s\\S]*?)\\r?\\n---/.exec(text)?.[1] ?? '' : text;`,
    `  try { load(front); } catch {}`,
    `  count += 1;`,
    `}`,
    `console.log(count);`,
  ].join('\n');
}

/**
 * Runs a command `runs` times and keeps each run's wall time, start-up included; `before` readies
 * each run (removes the cache, or changes a post) and is not timed.
 */
async function time(
  label: string,
  [command, ...args]: string[],
  cwd: string,
  runs: number,
  before: (index: number) => Promise<void> = async () => undefined,
): Promise<TimedCommand> {
  const seconds: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    await before(index);
    const started = performance.now();
    await run(command, args, { cwd, env: { ...process.env, CI: '' }, maxBuffer: 1 << 24 });
    seconds.push((performance.now() - started) / 1000);
  }
  return { label, seconds };
}

/**
 * Times the content check over the site's content and `posts` generated posts, as whole processes
 * from a shell, start-up included: with no cache, with nothing changed since the last check, and
 * with one post changed; through npm and as the process npm starts; against the floor, in the same
 * run and on the same files.
 */
export async function benchContentCheck(
  root: string,
  posts: number,
  runs: number,
): Promise<ContentCheckReport> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-content-'));
  const cacheFile = cacheFileFor(root, path.join(folder, CONTENT_DIR));
  const siteFolder = path.join(folder, 'site-only');
  const siteCache = cacheFileFor(root, path.join(siteFolder, CONTENT_DIR));
  try {
    await cp(path.join(root, CONTENT_DIR), path.join(folder, CONTENT_DIR), { recursive: true });
    const [post] = await writeGeneratedPosts(path.join(folder, CONTENT_DIR, 'blog'), posts);
    const floorFile = path.join(folder, 'floor.mjs');
    await writeFile(floorFile, floorScript(path.join(root, 'node_modules/js-yaml/dist/js-yaml.mjs')));
    const check = ['scripts/run.mjs', 'scripts/check-content.ts', '--root', folder];
    // One run first, unmeasured, so that every measured run finds the script's bundle made and the
    // files in the operating system's cache, as an editor's second check does.
    await run('node', check, { cwd: root, maxBuffer: 1 << 24 });
    const postFile = post && path.join(folder, CONTENT_DIR, 'blog', `${post.id}.md`);
    const original = postFile ? await readFile(postFile, 'utf8') : '';
    // Each run finds one post worded differently from the run before it, as after an editor's save.
    let edits = 0;
    const changePost = async () => {
      edits += 1;
      if (postFile) await writeFile(postFile, `${original}\nA sentence added by edit ${edits}.\n`);
    };
    const removeCache = () => rm(cacheFile, { force: true });
    const states = async (label: string, command: string[]) => {
      const timed = (state: CheckState, before?: () => Promise<void>) =>
        time(`${label}, ${STATES[state]}`, command, root, runs, before);
      const cold = await timed('cold', removeCache);
      // The cold runs leave the cache of the last one.
      const unchanged = await timed('unchanged');
      const oneChanged = await timed('oneChanged', changePost);
      return { cold, unchanged, oneChanged };
    };
    const floor = await time(
      'floor: read the files, parse the front matter with js-yaml (node)',
      ['node', floorFile, path.join(folder, CONTENT_DIR)],
      root,
      runs,
    );
    const node = await states('node scripts/run.mjs scripts/check-content.ts (what npm runs)', [
      'node',
      ...check,
    ]);
    const npm = await states('npm run check:content', [
      'npm',
      'run',
      '-s',
      'check:content',
      '--',
      '--root',
      folder,
    ]);
    const npmStart = await time(
      'npm run env (npm starting a script that does nothing)',
      ['npm', 'run', '-s', 'env'],
      root,
      runs,
    );
    await cp(path.join(root, CONTENT_DIR), path.join(siteFolder, CONTENT_DIR), { recursive: true });
    const siteOnly = await time(
      "node scripts/run.mjs scripts/check-content.ts, the site's own content without the generated posts, no cache",
      ['node', 'scripts/run.mjs', 'scripts/check-content.ts', '--root', siteFolder],
      root,
      runs,
      () => rm(siteCache, { force: true }),
    );
    const { stdout } = await run('node', [floorFile, path.join(folder, CONTENT_DIR)]);
    return { posts, files: Number(stdout.trim()), npm, node, npmStart, floor, siteOnly };
  } finally {
    await rm(folder, { recursive: true, force: true });
    await rm(cacheFile, { force: true });
    await rm(siteCache, { force: true });
  }
}

/** The lines the bench prints: each command's median and range, and the verdict against the limits. */
export function reportLines(report: ContentCheckReport): { lines: string[]; ok: boolean } {
  const lines = [
    `${report.files} files (${report.posts} generated posts), ${report.floor.seconds.length} runs each, whole processes:`,
  ];
  const commands = [
    report.floor,
    ...Object.values(report.node),
    report.siteOnly,
    ...Object.values(report.npm),
    report.npmStart,
  ];
  for (const { label, seconds } of commands) {
    lines.push(
      `  ${label}: ${median(seconds).toFixed(2)} s median (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)} s)`,
    );
  }
  const verdicts = (Object.keys(CHECK_LIMITS) as CheckState[]).map((state) => {
    const seconds = median(report.node[state].seconds);
    return { state, seconds, ok: seconds < CHECK_LIMITS[state] };
  });
  lines.push(
    `The check as a whole process: ${verdicts
      .map(
        ({ state, seconds }) =>
          `${STATES[state]} ${seconds.toFixed(2)} s (limit ${CHECK_LIMITS[state]} s${
            state === 'cold'
              ? `; the site's own content alone ${median(report.siteOnly.seconds).toFixed(2)} s`
              : ''
          })`,
      )
      .join(', ')}; npm run adds its own start, ${median(report.npmStart.seconds).toFixed(2)} s here.`,
  );
  const ok = verdicts.every((verdict) => verdict.ok);
  lines.push(ok ? 'Within budget.' : 'Over budget.');
  return { lines, ok };
}
