/**
 * `npm run bench:scale`: how the build and three blog pages grow with the number of posts. For each
 * count it copies the project into a temporary folder, adds generated posts, builds it cold, and
 * measures the gzipped JS and the HTML of `/blog`, one tag page and one post page, which should cost
 * about the same whether the blog holds three posts or thousands. With `--astro` it also builds the
 * same posts with Astro, installed into a temporary folder, right after each of our builds.
 */
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Content } from '../../schemas';
import { buildSite } from '../../pipeline/build';
import { formatProblem } from '../../pipeline/content/problem';
import { loadContent } from '../../pipeline/content/store';
import { copyProject } from '../test/project-copy';
import type { Budget } from './budget';
import { writeGeneratedPosts } from './generated-posts';
import { gzipSize, routeBytes } from './route-bytes';

/** The limits of bench/budget.json that this bench checks. */
export type ScaleLimits = NonNullable<Budget['scale']>;

/** The blog pages the bench follows from count to count, all of which exist at every count. */
export interface ScaleSubjects {
  /** How many published posts the site has of its own: the first count, where nothing is generated. */
  ownPosts: number;
  /** The blog's page size, which the Astro build copies. */
  pageSize: number;
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

/** Astro's cold build of the same posts. */
export interface AstroFigures {
  version: string;
  /** Wall time around Astro's `build()` call, in its own process, as ours is timed around `buildSite`. */
  seconds: number;
  /** Processor time of that process during the call, its threads included. */
  cpuSeconds: number;
  /** Wall time of the whole `node` process, start-up and import of Astro included. */
  processSeconds: number;
  pages: number;
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
export async function measurePages(outDir: string, routes: string[]): Promise<PageFigures[]> {
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

/**
 * The temporary folders in use, so that an interrupted run can still remove them: a signal handler
 * cannot wait for the `finally` blocks of the work it stops.
 */
const liveFolders = new Set<string>();

/** Removes every temporary folder this bench still holds, at once; for a handler of SIGINT or SIGTERM. */
export function removeTempFoldersNow(): void {
  for (const folder of liveFolders) rmSync(folder, { recursive: true, force: true });
  liveFolders.clear();
}

async function tempFolder(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  liveFolders.add(dir);
  return {
    dir,
    remove: async () => {
      await rm(dir, { recursive: true, force: true });
      liveFolders.delete(dir);
    },
  };
}

const run = promisify(execFile);

/** An Astro installed into a temporary folder, outside the project and its dependencies. */
export interface AstroInstall {
  dir: string;
  version: string;
  remove: () => Promise<void>;
}

/** Installs Astro (`5.18` by default, the newest 5.18.x) into a temporary folder with npm. */
export async function installAstro(version = '5.18'): Promise<AstroInstall> {
  const folder = await tempFolder('bench-scale-astro-');
  try {
    // Astro 5.18 asks for unifont ~0.7.3, and unifont 0.7.5 needs undici 8, which needs Node 22.19,
    // so on Node 20 npm refuses the install under the project's engine-strict setting. unifont 0.7.4,
    // still within Astro's range, runs on Node 20; Astro uses unifont only for its fonts feature.
    const manifest = { private: true, type: 'module', overrides: { unifont: '0.7.4' } };
    await writeFile(path.join(folder.dir, 'package.json'), `${JSON.stringify(manifest)}\n`);
    await run(
      'npm',
      ['install', `astro@${version}`, '--prefix', folder.dir, '--no-audit', '--no-fund', '--loglevel=error'],
      // npm is a batch file on Windows, which only a shell starts.
      { cwd: folder.dir, maxBuffer: 16 * 1024 * 1024, shell: process.platform === 'win32' },
    );
    const installed = JSON.parse(
      await readFile(path.join(folder.dir, 'node_modules/astro/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    return { dir: folder.dir, version: installed.version, remove: folder.remove };
  } catch (error) {
    await folder.remove();
    throw error;
  }
}

/**
 * The files of a minimal Astro site that publishes the same pages as ours from the posts in
 * `blogDir`: one page per post, the paged list at `/blog` and a paged list per tag, with the same page
 * size and order, and no image processing or code highlighting, which our build does not do either.
 */
export function astroProjectFiles(blogDir: string, pageSize: number): Record<string, string> {
  const listItems = `<ul>
    {page.data.map((post) => (
      <li>
        <h2><a href={\`/blog/\${post.id}\`}>{post.data.title}</a></h2>
        <time datetime={post.data.date.toISOString()}>{post.data.date.toDateString()}</time>
        <p>{post.data.summary}</p>
        <Tags tags={post.data.tags} />
      </li>
    ))}
  </ul>
  <nav>
    {page.url.prev && <a href={page.url.prev}>Newer posts</a>}
    <span>Page {page.currentPage} of {page.lastPage}</span>
    {page.url.next && <a href={page.url.next}>Older posts</a>}
  </nav>`;
  return {
    'package.json': '{ "private": true, "type": "module" }\n',
    'astro.config.mjs': `import { defineConfig, passthroughImageService } from 'astro/config';

export default defineConfig({
  image: { service: passthroughImageService() },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
`,
    'src/content.config.ts': `import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: ${JSON.stringify(blogDir)} }),
  schema: z.object({
    title: z.string(),
    date: z.coerce.date(),
    summary: z.string(),
    tags: z.array(z.string()),
    draft: z.boolean().default(false),
  }),
});

export const collections = { blog };
`,
    'src/posts.ts': `import { getCollection } from 'astro:content';

export const PAGE_SIZE = ${pageSize};

export async function sortedPosts() {
  const now = new Date();
  const posts = await getCollection('blog', (post) => !post.data.draft && post.data.date <= now);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}
`,
    'src/layouts/Layout.astro': `---
const { title } = Astro.props;
---
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
  </head>
  <body>
    <header><nav><a href="/">Home</a> <a href="/blog">Blog</a> <a href="/setup">Setup</a></nav></header>
    <main><slot /></main>
    <footer>Masky VPN</footer>
  </body>
</html>
`,
    'src/components/Tags.astro': `---
const { tags } = Astro.props;
---
<ul>{tags.map((tag) => <li><a href={\`/blog/tag/\${tag}\`}>{tag}</a></li>)}</ul>
`,
    'src/pages/blog/[slug].astro': `---
import { render } from 'astro:content';
import Layout from '../../layouts/Layout.astro';
import Tags from '../../components/Tags.astro';
import { sortedPosts } from '../../posts';

export async function getStaticPaths() {
  const posts = await sortedPosts();
  return posts.map((post, index) => ({
    params: { slug: post.id },
    props: { post, newer: posts[index - 1], older: posts[index + 1] },
  }));
}

const { post, newer, older } = Astro.props;
const { Content } = await render(post);
---
<Layout title={post.data.title}>
  <article>
    <h1>{post.data.title}</h1>
    <time datetime={post.data.date.toISOString()}>{post.data.date.toDateString()}</time>
    <Tags tags={post.data.tags} />
    <Content />
  </article>
  <nav>
    {newer && <a href={\`/blog/\${newer.id}\`}>{newer.data.title}</a>}
    {older && <a href={\`/blog/\${older.id}\`}>{older.data.title}</a>}
  </nav>
</Layout>
`,
    'src/pages/blog/[...page].astro': `---
import Layout from '../../layouts/Layout.astro';
import Tags from '../../components/Tags.astro';
import { PAGE_SIZE, sortedPosts } from '../../posts';

export async function getStaticPaths({ paginate }) {
  return paginate(await sortedPosts(), { pageSize: PAGE_SIZE });
}

const { page } = Astro.props;
---
<Layout title="Blog">
  <h1>Blog</h1>
  ${listItems}
</Layout>
`,
    'src/pages/blog/tag/[tag]/[...page].astro': `---
import Layout from '../../../../layouts/Layout.astro';
import Tags from '../../../../components/Tags.astro';
import { PAGE_SIZE, sortedPosts } from '../../../../posts';

export async function getStaticPaths({ paginate }) {
  const posts = await sortedPosts();
  const tags = [...new Set(posts.flatMap((post) => post.data.tags))];
  return tags.flatMap((tag) =>
    paginate(posts.filter((post) => post.data.tags.includes(tag)), { params: { tag }, pageSize: PAGE_SIZE }),
  );
}

const { page } = Astro.props;
const { tag } = Astro.params;
---
<Layout title={\`Posts tagged \${tag}\`}>
  <h1>Posts tagged “{tag}”</h1>
  ${listItems}
</Layout>
`,
    // Timed inside its own process around Astro's build(), as ours is timed around buildSite.
    'build.mjs': `import { writeFileSync } from 'node:fs';
import { build } from 'astro';

const started = performance.now();
const cpu = process.cpuUsage();
await build({ root: process.cwd(), logLevel: 'warn' });
const used = process.cpuUsage(cpu);
writeFileSync(
  process.argv[2],
  JSON.stringify({ seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }),
);
`,
  };
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name === 'index.html').length;
}

/**
 * Builds the posts in `blogDir` with Astro, cold: a fresh project in the install's folder, and
 * neither its output nor Astro's or Vite's caches left from an earlier build.
 */
export async function buildWithAstro(
  install: AstroInstall,
  blogDir: string,
  pageSize: number,
): Promise<AstroFigures> {
  const site = path.join(install.dir, 'site');
  const caches = [
    site,
    path.join(install.dir, 'node_modules/.astro'),
    path.join(install.dir, 'node_modules/.vite'),
  ];
  await Promise.all(caches.map((folder) => rm(folder, { recursive: true, force: true })));
  for (const [file, text] of Object.entries(astroProjectFiles(blogDir, pageSize))) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), text);
  }
  const resultFile = path.join(install.dir, 'astro-result.json');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', resultFile], {
      cwd: site,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`)),
    );
  });
  const processSeconds = (performance.now() - started) / 1000;
  const { seconds, cpuSeconds } = JSON.parse(await readFile(resultFile, 'utf8')) as {
    seconds: number;
    cpuSeconds: number;
  };
  return {
    version: install.version,
    seconds,
    cpuSeconds,
    processSeconds,
    pages: await countPages(path.join(site, 'dist')),
  };
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
    const copy = await copyProject();
    liveFolders.add(copy.dir);
    try {
      const blogDir = path.join(copy.dir, 'content/blog');
      await writeGeneratedPosts(blogDir, posts - subjects.ownPosts);
      const outDir = path.join(copy.dir, 'dist');
      log(`${count(posts)} posts: building...`);
      const loadBefore = loadavg()[0];
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const result = await buildSite(copy.dir, outDir);
      const buildSeconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuStarted);
      const figures = await measurePages(outDir, subjects.routes);
      const measured: ScaleRun = {
        posts,
        buildSeconds,
        buildCpuSeconds: (cpu.user + cpu.system) / 1e6,
        loadBefore,
        pages: result.pages.length,
        figures,
      };
      if (astro) {
        // Our output is removed first, so that Astro starts as ours did: with no earlier build on the disk.
        await rm(outDir, { recursive: true, force: true });
        log(`${count(posts)} posts: building with Astro ${astro.version}...`);
        measured.astro = await buildWithAstro(astro, blogDir, subjects.pageSize);
      }
      runs.push(measured);
    } finally {
      await copy.remove();
      liveFolders.delete(copy.dir);
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
