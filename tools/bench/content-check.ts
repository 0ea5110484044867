import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CONTENT_DIR } from '../../pipeline/content/list-files';
import { ContentStore } from '../../pipeline/content/store';
import { writeGeneratedPosts } from './generated-posts';
import { median } from './stats';
import { copyContent } from '../test/project-copy';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** One command timed as a whole process, or one step timed in process: its wall times over the runs, in seconds. */
export interface TimedCommand {
  label: string;
  seconds: number[];
}

/** What the content check's bench measured, with the limits it is held to. */
export interface ContentCheckReport {
  posts: number;
  files: number;
  /** The process npm starts for `npm run check:content`: what the limit holds. */
  cold: TimedCommand;
  /** `npm run check:content` itself, npm's own start included. */
  npm: TimedCommand;
  /** A plain script that only reads the files and parses their front matter. */
  floor: TimedCommand;
  /** The check over the site's own content alone, without the generated posts. */
  siteOnly: TimedCommand;
  /** An edit in `npm run dev`: one post read again by the store the server keeps, and the content checked. */
  edit: TimedCommand;
  /** A save in the local editor: the problems the saved text would bring, from the same store. */
  save: TimedCommand;
}

/** The limits of the issue, in seconds, for 5,000 posts. */
export const CHECK_LIMITS = { cold: 2, edit: 0.2, save: 0.2 } as const;

/**
 * The floor, as a script of its own: read every file under `content/`, split off a markdown file's
 * front matter, and parse the YAML with the `yaml` package, the parser the check reads YAML with.
 * No validation, no markdown, no links.
 */
function floorScript(yamlModule: string): string {
  return [
    `import { readdirSync, readFileSync } from 'node:fs';`,
    `import path from 'node:path';`,
    `import { parseDocument } from ${JSON.stringify(yamlModule)};`,
    `const folder = process.argv[2];`,
    `let count = 0;`,
    `for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {`,
    `  if (!entry.isFile() || !/\\.(md|ya?ml)$/.test(entry.name)) continue;`,
    `  const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');`,
    `  const front = entry.name.endsWith('.md') ? /^---\\r?\\n([\\s\\S]*?)\\r?\\n---/.exec(text)?.[1] ?? '' : text;`,
    `  parseDocument(front, { schema: 'core' }).toJS();`,
    `  count += 1;`,
    `}`,
    `console.log(count);`,
  ].join('\n');
}

/** Runs a command `runs` times and keeps each run's wall time, start-up included. */
async function time(
  label: string,
  [command, ...args]: string[],
  cwd: string,
  runs: number,
): Promise<TimedCommand> {
  const seconds: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(command, args, { cwd, env: { ...process.env, CI: '' }, maxBuffer: 1 << 24 });
    seconds.push((performance.now() - started) / 1000);
  }
  return { label, seconds };
}

/** Runs an asynchronous step `runs` times in this process and keeps each run's wall time. */
async function timeInProcess(label: string, runs: number, step: (index: number) => Promise<unknown>) {
  const seconds: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await step(index);
    seconds.push((performance.now() - started) / 1000);
  }
  return { label, seconds };
}

/**
 * Times the content check over the site's content and `posts` generated posts: as a whole process
 * from a shell, start-up included, beside the floor on the same files; then an edit and an
 * editor's save checked from a store kept in memory, as the dev server and the local editor keep it.
 */
export async function benchContentCheck(
  root: string,
  posts: number,
  runs: number,
): Promise<ContentCheckReport> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-content-'));
  const siteFolder = path.join(folder, 'site-only');
  try {
    await Promise.all([copyContent(folder, root), copyContent(siteFolder, root)]);
    const [post] = await writeGeneratedPosts(path.join(folder, CONTENT_DIR, 'blog'), posts);
    const floorFile = path.join(folder, 'floor.mjs');
    await writeFile(floorFile, floorScript(pathToFileURL(require.resolve('yaml')).href));
    const check = ['scripts/run.mjs', 'scripts/check-content.ts', '--root'];
    // One run first, unmeasured, so that every measured run finds the script's bundle made and the
    // files in the operating system's cache.
    await run('node', [...check, folder], { cwd: root, maxBuffer: 1 << 24 });
    const floor = await time(
      'floor: read the files, parse the front matter with the yaml package (node)',
      ['node', floorFile, path.join(folder, CONTENT_DIR)],
      root,
      runs,
    );
    const cold = await time(
      'node scripts/run.mjs scripts/check-content.ts (what npm runs)',
      ['node', ...check, folder],
      root,
      runs,
    );
    const siteOnly = await time(
      "node scripts/run.mjs scripts/check-content.ts, the site's own content without the generated posts",
      ['node', ...check, siteFolder],
      root,
      runs,
    );
    const npm = await time(
      'npm run check:content',
      ['npm', 'run', '-s', 'check:content', '--', '--root', folder],
      root,
      runs,
    );
    const store = new ContentStore({ root: folder, preview: true }).load();
    await store.result();
    const relative = post ? `${CONTENT_DIR}/blog/${post.id}.md` : `${CONTENT_DIR}/site.yaml`;
    const file = path.join(folder, relative);
    const original = await readFile(file, 'utf8');
    const edit = await timeInProcess(
      'an edit in npm run dev: the post read again, the content checked (in process)',
      runs,
      async (index) => {
        await writeFile(file, `${original}\nA sentence added by edit ${index}.\n`);
        store.update(file);
        await store.result();
      },
    );
    const save = await timeInProcess(
      "a save in the local editor: the problems the post's new text would bring (in process)",
      runs,
      (index) =>
        store.problemsWith(new Map([[relative, `${original}\nA sentence added by save ${index}.\n`]])),
    );
    const { stdout } = await run('node', [floorFile, path.join(folder, CONTENT_DIR)]);
    return { posts, files: Number(stdout.trim()), cold, npm, floor, siteOnly, edit, save };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const timed = ({ label, seconds }: TimedCommand) =>
  `  ${label}: ${median(seconds).toFixed(2)} s median (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)} s)`;

/** The lines the bench prints: each measure's median and range, and the verdict against the limits. */
export function reportLines(report: ContentCheckReport): { lines: string[]; ok: boolean } {
  const verdicts = (Object.keys(CHECK_LIMITS) as (keyof typeof CHECK_LIMITS)[]).map((name) => {
    const seconds = median(report[name].seconds);
    return { name, seconds, ok: seconds < CHECK_LIMITS[name] };
  });
  const ok = verdicts.every((verdict) => verdict.ok);
  const lines = [
    `${report.files} files (${report.posts} generated posts), ${report.floor.seconds.length} runs each:`,
    ...[report.floor, report.cold, report.siteOnly, report.npm, report.edit, report.save].map(timed),
    `Limits: ${verdicts.map(({ name, seconds }) => `${name} ${seconds.toFixed(2)} s (limit ${CHECK_LIMITS[name]} s)`).join(', ')}.`,
    ok ? 'Within budget.' : 'Over budget.',
  ];
  return { lines, ok };
}
