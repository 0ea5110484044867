/**
 * `npm run bench:scale`: how the build and three blog pages grow with the number of posts. For each
 * count it copies the project into a temporary folder, adds generated posts, builds it cold, and
 * measures the gzipped JS and the HTML of `/blog`, one tag page and one post page, which should cost
 * about the same whether the blog holds three posts or thousands. With `--astro` it also builds the
 * same posts with Astro (`astro-compare/`), installed into a temporary folder, right after each of
 * our builds.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Content } from '../../schemas';
import { buildSite } from '../../pipeline/build';
import { formatProblem } from '../../pipeline/content/problem';
import { loadContent } from '../../pipeline/content/store';
import { copyProject } from '../test/project-copy';
import { buildWithAstro, type AstroFigures, type AstroInstall } from './astro-compare/astro';
import type { Budget } from './budget';
import { writeGeneratedPosts } from './generated-posts';
import { gzipSize, routeBytes } from './route-bytes';
import { holdFolder } from './temp-folders';

/** The limits of bench/budget.json that this bench checks. */
export type ScaleLimits = NonNullable<Budget['scale']>;

/** The blog pages the bench follows from count to count, all of which exist at every count. */
export interface ScaleSubjects {
  /** How many published posts the site has of its own: the first count, where nothing is generated. */
  ownPosts: number;
  /** The blog's page size, which the Astro build copies. */
  pageSize: number;
  /** The tags of the site's languages but its own, under which the Astro build writes the blog again. */
  languages: string[];
  /** The tag the most of the site's own posts carry. */
  tag: string;
  /** The newest of the site's own posts. */
  post: string;
  /** `/blog`, the tag's page and the post's page, in that order. */
  routes: string[];
  /** The list pages among them, `/blog` and the tag's page, which fill up as the blog grows. */
  lists: string[];
  /** The post's page, whose size should not change with the blog's. */
  entry: string;
}

/** What one measured page loads and weighs. */
export interface PageFigures {
  route: string;
  /** The gzipped JS its HTML loads: module scripts and modulepreloads. */
  jsGzipBytes: number;
  jsFiles: number;
  /** Its `index.html`, as written and gzipped. */
  htmlBytes: number;
  htmlGzipBytes: number;
}

/** Everything measured at one post count. */
export interface ScaleRun {
  posts: number;
  /** Wall time around `buildSite`, in seconds. */
  buildSeconds: number;
  /** Processor time of this process during `buildSite`: less disturbed by other programs than the wall time. */
  buildCpuSeconds: number;
  /** The one-minute load average of the machine just before the build, to judge how noisy the times are. */
  loadBefore: number;
  /** The seconds each of the build's steps took, as `buildSite` reports them. */
  steps: [string, number][];
  pages: number;
  figures: PageFigures[];
  astro?: AstroFigures;
}

/** What the budget check found: every breach, or why it could not check. */
export interface ScaleVerdict {
  breaches: string[];
  /** Set when the counts measured leave out one the budget compares. */
  notChecked?: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const kb = (bytes: number) => (bytes / 1000).toFixed(2);

/**
 * Reads `--posts 3,1000,5000`: whole numbers, each at least the site's own number of posts, which
 * stands for the site as it is. Duplicates are dropped and the counts sorted.
 */
export function parseCounts(text: string, ownPosts: number): number[] {
  const counts = text.split(',').map((part) => part.trim().replace(/_/g, ''));
  for (const part of counts) {
    if (!/^\d+$/.test(part))
      throw new Error(`--posts takes whole numbers separated by commas, such as 3,1000; not "${part}"`);
    if (Number(part) < ownPosts) {
      throw new Error(
        `--posts ${part}: the site has ${ownPosts} posts of its own, so a count starts at ${ownPosts}`,
      );
    }
  }
  return [...new Set(counts.map(Number))].sort((a, b) => a - b);
}

/** Picks the pages to follow from the site's own content: the tag most of its posts carry, and its newest post. */
export function pickSubjects(content: Content): ScaleSubjects {
  const posts = content.posts;
  if (posts.length === 0) throw new Error('The site has no published post of its own to measure');
  const tally = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) tally.set(tag, (tally.get(tag) ?? 0) + 1);
  // Ties go to the first tag in alphabetical order, so every run follows the same page.
  const [tag] = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const post = posts[0].id;
  return {
    ownPosts: posts.length,
    pageSize: content.blogPage.pageSize,
    languages: content.languages.slice(1).map((language) => language.tag),
    tag,
    post,
    routes: ['/blog', `/blog/tag/${tag}`, `/blog/${post}`],
    lists: ['/blog', `/blog/tag/${tag}`],
    entry: `/blog/${post}`,
  };
}

/**
 * Measures the pages at `routes` of a built site with `routeBytes`. It reads a folder holding only
 * those pages, with the rest of the site linked in, because `routeBytes` parses every page it finds
 * with JSDOM, and at 5,000 posts the site has nearly 7,000 pages that the bench does not need.
 */
async function measurePages(outDir: string, routes: string[]): Promise<PageFigures[]> {
  const view = await mkdtemp(path.join(path.dirname(outDir), 'measured-pages-'));
  try {
    const firstSegments = new Set(routes.map((route) => route.split('/')[1]));
    for (const entry of await readdir(outDir)) {
      if (firstSegments.has(entry) || entry.endsWith('.html')) continue;
      await symlink(path.join(outDir, entry), path.join(view, entry));
    }
    for (const route of routes) {
      await mkdir(path.join(view, route), { recursive: true });
      await symlink(path.join(outDir, route, 'index.html'), path.join(view, route, 'index.html'));
    }
    const measured = await routeBytes(view);
    return await Promise.all(
      routes.map(async (route) => {
        const html = await readFile(path.join(outDir, route, 'index.html'));
        const bytes = measured.find((entry) => entry.route === route);
        if (!bytes) throw new Error(`${route} was not measured`);
        return {
          route,
          jsGzipBytes: bytes.js.gzipBytes,
          jsFiles: bytes.js.files.length,
          htmlBytes: html.length,
          htmlGzipBytes: gzipSize(html),
        };
      }),
    );
  } finally {
    await rm(view, { recursive: true, force: true });
  }
}

/** What `measureScale` needs: the counts, the pages to follow, and the Astro to compare with, if any. */
export interface ScaleOptions {
  counts: number[];
  subjects: ScaleSubjects;
  astro?: AstroInstall;
  /** Told each step as it starts, for the progress lines the command prints. */
  log?: (line: string) => void;
}

/** Reads the site's own content and picks the pages to follow; throws with the problems if it is invalid. */
export async function siteSubjects(root: string): Promise<ScaleSubjects> {
  const { content, problems } = await loadContent({ root });
  if (!content)
    throw new Error(`The site's content has problems:\n${problems.map(formatProblem).join('\n')}`);
  return pickSubjects(content);
}

/** Builds a copy of this project (see `copyProject`) with each count of posts, cold, and measures it. */
export async function measureScale({
  counts,
  subjects,
  astro,
  log = () => {},
}: ScaleOptions): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  for (const posts of counts) {
    const copy = holdFolder(await copyProject());
    try {
      const blogDir = path.join(copy.dir, 'content/blog');
      await writeGeneratedPosts(blogDir, posts - subjects.ownPosts);
      const outDir = path.join(copy.dir, 'dist');
      log(`${count(posts)} posts: building...`);
      const loadBefore = loadavg()[0];
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      // The public site alone, as Astro builds it: the editor is a site of its own, built beside.
      const result = await buildSite(copy.dir, outDir, { editor: false });
      const buildSeconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuStarted);
      const figures = await measurePages(outDir, subjects.routes);
      const measured: ScaleRun = {
        posts,
        buildSeconds,
        buildCpuSeconds: (cpu.user + cpu.system) / 1e6,
        loadBefore,
        steps: result.steps,
        pages: result.pages.length,
        figures,
      };
      if (astro) {
        // Our output is removed first, so that Astro starts as ours did: with no earlier build on the disk.
        await rm(outDir, { recursive: true, force: true });
        log(`${count(posts)} posts: building with Astro ${astro.version}...`);
        measured.astro = await buildWithAstro(astro, blogDir, {
          pageSize: subjects.pageSize,
          languages: subjects.languages,
        });
      }
      runs.push(measured);
    } finally {
      await copy.remove();
    }
  }
  return runs;
}

const pad = (rows: string[][]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    )
    .join('\n')
    .replace(/ +$/gm, '');
};

/**
 * The figures as one table: a row per measure, a column per count, and after each count but the
 * first, how many times the first count's figure each byte measure is.
 */
export function formatTable(runs: ScaleRun[]): string {
  const [base] = runs;
  const header = [
    '',
    ...runs.flatMap((entry, index) => [
      `${count(entry.posts)} posts`,
      ...(index > 0 ? [`÷ ${count(base.posts)}`] : []),
    ]),
  ];
  const row = (
    label: string,
    value: (entry: ScaleRun) => number | undefined,
    format: (value: number) => string,
    ratio = false,
  ) => [
    label,
    ...runs.flatMap((entry, index) => {
      const figure = value(entry);
      const cell = figure === undefined ? '–' : format(figure);
      if (index === 0) return [cell];
      const first = value(base);
      const times = ratio && figure !== undefined && first ? `${(figure / first).toFixed(3)}×` : '';
      return [cell, times];
    }),
  ];
  const seconds = (value: number) => value.toFixed(1);
  const rows = [
    header,
    row('Build, wall (s)', (entry) => entry.buildSeconds, seconds),
    row('Build, processor (s)', (entry) => entry.buildCpuSeconds, seconds),
    row('Load average before', (entry) => entry.loadBefore, seconds),
    ...base.steps.map(([name], index) =>
      row(`  step: ${name} (s)`, (entry) => entry.steps[index]?.[1], seconds),
    ),
    row('Pages written', (entry) => entry.pages, count),
  ];
  const routes = base.figures.map((figure) => figure.route);
  const figure = (entry: ScaleRun, route: string) => entry.figures.find((page) => page.route === route);
  for (const route of routes)
    rows.push(row(`JS ${route} (KB gzip)`, (entry) => figure(entry, route)?.jsGzipBytes, kb, true));
  for (const route of routes)
    rows.push(row(`HTML ${route} (KB)`, (entry) => figure(entry, route)?.htmlBytes, kb, true));
  for (const route of routes)
    rows.push(row(`HTML ${route} (KB gzip)`, (entry) => figure(entry, route)?.htmlGzipBytes, kb, true));
  if (runs.some((entry) => entry.astro)) {
    const version = runs.find((entry) => entry.astro)?.astro?.version;
    const ratio = (value: number) => `${value.toFixed(2)}×`;
    rows.push(
      row(`Astro ${version} build, wall (s)`, (entry) => entry.astro?.seconds, seconds),
      row(`Astro ${version} build, processor (s)`, (entry) => entry.astro?.cpuSeconds, seconds),
      row(`Astro ${version} pages written`, (entry) => entry.astro?.pages, count),
      row('Ours ÷ Astro, wall', (entry) => entry.astro && entry.buildSeconds / entry.astro.seconds, ratio),
      row(
        'Ours ÷ Astro, processor',
        (entry) => entry.astro && entry.buildCpuSeconds / entry.astro.cpuSeconds,
        ratio,
      ),
    );
  }
  return pad(rows);
}

/**
 * Checks the budget. At each of `limits.posts` posts: `/blog`, the tag page and the post page load
 * no script at all, and the post page's HTML, as written and gzipped, is at most `maxHtmlRatio`
 * times what it is with the site's own posts. The list pages, full at every count of the budget,
 * are compared between its largest and its smallest count, by the same ratio. Lists each page and
 * measure over its limit.
 */
export function checkScaleBudget(
  runs: ScaleRun[],
  limits: ScaleLimits,
  subjects: ScaleSubjects,
): ScaleVerdict {
  const at = (posts: number) => runs.find((entry) => entry.posts === posts);
  const needed = [subjects.ownPosts, ...limits.posts];
  const missing = needed.filter((posts) => !at(posts));
  if (missing.length > 0) {
    return {
      breaches: [],
      notChecked: `the budget compares ${needed.map(count).join(', ')} posts; measure them all (--posts ${needed.join(',')})`,
    };
  }
  const breaches: string[] = [];
  const page = (posts: number, route: string) => at(posts)!.figures.find((figure) => figure.route === route);
  const grown = (route: string, from: number, to: number) => {
    const before = page(from, route);
    const after = page(to, route);
    if (!before || !after)
      return breaches.push(`${route}: not measured at ${count(from)} and ${count(to)} posts`);
    const measures = [
      ['KB', before.htmlBytes, after.htmlBytes],
      ['KB gzip', before.htmlGzipBytes, after.htmlGzipBytes],
    ] as const;
    for (const [unit, first, later] of measures) {
      const times = later / first;
      if (times > limits.maxHtmlRatio) {
        breaches.push(
          `${route}: HTML ${kb(later)} ${unit} at ${count(to)} posts is ${times.toFixed(3)}× the ${kb(first)} ${unit} at ${count(from)}, over the ${limits.maxHtmlRatio}× budget`,
        );
      }
    }
  };
  for (const posts of limits.posts) {
    for (const figure of at(posts)!.figures) {
      if (figure.jsGzipBytes > 0) {
        breaches.push(
          `${figure.route}: loads ${kb(figure.jsGzipBytes)} KB of script at ${count(posts)} posts; a page with only links loads none`,
        );
      }
    }
    grown(subjects.entry, subjects.ownPosts, posts);
  }
  const [fewest, most] = [Math.min(...limits.posts), Math.max(...limits.posts)];
  for (const route of subjects.lists) grown(route, fewest, most);
  return { breaches };
}

/** The machine the figures were taken on, for the report. */
export function machine(): { node: string; cpus: number; cpuModel: string } {
  return { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' };
}
