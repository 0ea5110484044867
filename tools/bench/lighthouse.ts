import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Category, LighthouseResult } from './budget';

const run = promisify(execFile);

/** Chromium's flags for Lighthouse: headless, and no sandbox or GPU, which containers lack. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The parts of one audit the bench reads. */
export interface Audit {
  numericValue?: number;
  score: number | null;
  displayValue?: string;
  details?: { items?: { url?: unknown; sourceLocation?: { url?: unknown } }[] };
}

/**
 * The addresses an audit's findings point at, so that a lost point names its cause: a console
 * error, for instance, is nearly always a request that failed, and its address says which one.
 */
export function auditUrls(audit: Audit): string[] {
  const urls = (audit.details?.items ?? [])
    .map((item) => item.url ?? item.sourceLocation?.url)
    .filter((url): url is string => typeof url === 'string' && url !== '');
  const unique = [...new Set(urls)];
  return unique.length > 3 ? [...unique.slice(0, 3), `and ${unique.length - 3} more`] : unique;
}

/** The parts of a Lighthouse report the bench reads. */
interface Report {
  lighthouseVersion: string;
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

/** One page's median run, with the scored audits that cost it points, so a low score can be explained. */
export interface LighthouseRun extends LighthouseResult {
  lighthouseVersion: string;
  runs: number[];
  failedAudits: string[];
}

async function lighthouseOnce(url: string, chromePath: string, extraFlags: string[]): Promise<Report> {
  const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${[...CHROME_FLAGS, ...extraFlags].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return report;
}

/** How many times one measurement is tried before the bench gives up on it. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again when it breaks down. On a loaded machine Chromium now and then
 * loses the trace of a page load (NO_NAVSTART, NO_FCP), and Lighthouse itself says to run it again.
 */
async function lighthouseWithRetries(url: string, chromePath: string, extraFlags: string[]): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, chromePath, extraFlags);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      // Lighthouse's own explanation is the last line it printed.
      const lines = String(error instanceof Error ? error.message : error)
        .trim()
        .split('\n');
      console.log(`  Lighthouse broke down on ${url} (${lines.at(-1)}); running it again`);
    }
  }
}

/**
 * Runs Lighthouse's default mobile preset on a page `times` times and keeps the run with the
 * median performance score, since a single run varies with whatever else the machine is doing.
 */
export async function measurePage(
  origin: string,
  route: string,
  times: number,
  chromePath: string,
  extraFlags: string[] = [],
): Promise<LighthouseRun> {
  const reports: Report[] = [];
  for (let i = 0; i < times; i += 1)
    reports.push(await lighthouseWithRetries(`${origin}${route}`, chromePath, extraFlags));
  const score = (report: Report) => report.categories.performance.score ?? 0;
  const sorted = [...reports].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    lighthouseVersion: median.lighthouseVersion,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median.categories[category].score ?? 0]),
    ) as Record<Category, number>,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    runs: reports.map(score),
    failedAudits: CATEGORIES.flatMap((category) =>
      median.categories[category].auditRefs
        .map((ref) => ({ ref, audit: median.audits[ref.id] }))
        .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
        .map(({ ref, audit }) => {
          const urls = auditUrls(audit);
          const line = `${category}/${ref.id} ${audit.score} ${audit.displayValue ?? ''}`.trim();
          return urls.length > 0 ? `${line} (${urls.join(', ')})` : line;
        }),
    ),
  };
}
