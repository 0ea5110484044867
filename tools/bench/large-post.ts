import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONTENT_DIR } from '../../pipeline/content/list-files';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import { bodyFacts } from '../../shared/markdown';
import { median } from './stats';
import { copyContent } from '../test/project-copy';

/**
 * The content check on one large post: a 4 MB post of 120,000 links, which took 26 s when the scan
 * of a body searched from each link to its end, and a post at the size limit checked whole. The
 * 4 MB post is over the limit, so the check refuses it before reading it; the one parse that gives
 * a body's links, pictures and headings is timed on its own too, so that the time it takes as a body
 * grows is measured, not hidden behind the limit.
 */

const run = promisify(execFile);

/** The limit each line is held to, in seconds. */
export const LARGE_POST_LIMIT = 2;

/** One timed line: its label and its wall times over the runs, in seconds. */
export interface TimedLine {
  label: string;
  seconds: number[];
}

/** A body of `links` links to `page`, each on a line of its own, as long as `bytes` at most. */
function bodyOfLinks(links: number, page: string, bytes = Infinity): string {
  const lines: string[] = [];
  let length = 0;
  for (let index = 0; index < links; index += 1) {
    const line = `Read [part ${index}](${page}) for today.`;
    if (length + line.length + 1 > bytes) break;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

const front =
  '---\ntitle: A long post\ndate: 2025-06-21\nsummary: A post for the bench.\ntags: [news]\n---\n\n';

/** Times `work` `runs` times, in seconds. */
async function time(runs: number, work: () => unknown): Promise<number[]> {
  const seconds: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await work();
    seconds.push((performance.now() - started) / 1000);
  }
  return seconds;
}

/** Times the parse of a 4 MB body of 120,000 links, and the check of a content tree holding it, or a post at the limit. */
export async function benchLargePost(root: string, runs: number): Promise<TimedLine[]> {
  // The blog's own page: every link leads to a page that exists, so the check finds no problem.
  const page = '/blog';
  const large = bodyOfLinks(120_000, page);
  const megabytes = (text: string) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;
  const lines: TimedLine[] = [
    {
      label: `the parse of a ${megabytes(large)} body of 120,000 links, for its links, pictures and headings (in process)`,
      seconds: await time(runs, () => bodyFacts(large)),
    },
  ];
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-large-post-'));
  try {
    await copyContent(folder, root);
    const post = path.join(folder, CONTENT_DIR, 'blog/a-long-post.md');
    // CI=true: the check keeps no cache, so every run reads every file.
    const check = () =>
      run('node', ['scripts/run.mjs', 'scripts/check-content.ts', '--root', folder], {
        cwd: root,
        env: { ...process.env, CI: 'true' },
        maxBuffer: 1 << 26,
      }).catch((error: { stdout?: string }) => error);
    const checked = async (label: string, text: string) => {
      await writeFile(post, text);
      const output = await check();
      if (!('stdout' in output) || output.stdout === undefined)
        throw new Error(`the check of ${label} did not run`);
      lines.push({ label, seconds: await time(runs, check) });
    };
    await checked(
      `the check of the content with that body in a ${megabytes(front + large)} post, which it refuses unread (whole process, no cache)`,
      front + large,
    );
    const atLimit = front + bodyOfLinks(120_000, page, CONTENT_SIZE_LIMITS.markdown - front.length);
    await checked(
      `the check of the content with a ${megabytes(atLimit)} post at the limit, ${atLimit.split('\n').length - front.split('\n').length + 1} links, read whole (whole process, no cache)`,
      atLimit,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return lines;
}

/** The lines the bench prints for the large post, and whether each is within its limit. */
export function largePostLines(timed: readonly TimedLine[]): { lines: string[]; ok: boolean } {
  const lines = ['One large post:'];
  let ok = true;
  for (const { label, seconds } of timed) {
    const middle = median(seconds);
    ok &&= middle < LARGE_POST_LIMIT;
    lines.push(
      `  ${label}: ${middle.toFixed(2)} s median (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)} s; limit ${LARGE_POST_LIMIT} s)`,
    );
  }
  lines.push(ok ? 'Within budget.' : 'Over budget.');
  return { lines, ok };
}
