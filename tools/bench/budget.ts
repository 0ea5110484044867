import { matchPath } from 'react-router-dom';
import { z } from 'zod';
import type { RouteBytes } from './route-bytes';

const scoreSchema = z.number().min(0).max(1);
const route = z.string().startsWith('/');
const kilobytesByRoute = z
  .record(z.string(), z.number().positive())
  .refine(
    (limits) => Object.keys(limits).every((key) => key === '*' || key.startsWith('/')),
    'each key should be a route such as /blog, or * for every route',
  )
  .default({});

/** The limits `npm run bench` holds the site to; it lives in bench/budget.json. */
export const budgetSchema = z.strictObject({
  /** The pages Lighthouse measures. */
  lighthouseRoutes: z.array(route).min(1),
  /** The lowest Lighthouse category score each of those pages may have, from 0 to 1. */
  minScores: z.strictObject({
    performance: scoreSchema,
    accessibility: scoreSchema,
    'best-practices': scoreSchema,
    seo: scoreSchema,
  }),
  /** Pages to read, among the measured ones, held to a higher performance score than the rest. */
  readingPages: z.strictObject({ routes: z.array(route), minPerformance: scoreSchema }),
  /** The highest Largest Contentful Paint (ms), Cumulative Layout Shift and Total Blocking Time (ms). */
  maxMetrics: z.strictObject({
    lcpMs: z.number().positive(),
    cls: z.number().nonnegative(),
    tbtMs: z.number().nonnegative(),
  }),
  /**
   * The script a page may load, by what it gives a visitor to interact with. In every language, a
   * page whose address matches a pattern of `linksOnly` (such as /blog/:id) loads none at all; a
   * page with only small behaviours, at most `behaviourMaxKB`; a page with an island, at most React's
   * own cost, measured in the same run, plus `islandAboveReactMaxKB`. KB are 1,000 bytes, gzipped.
   */
  scripts: z.strictObject({
    linksOnly: z.array(route).min(1),
    behaviourMaxKB: z.number().nonnegative(),
    islandAboveReactMaxKB: z.number().nonnegative(),
    /** A larger allowance for a page whose behaviour is more than a few lines, by address pattern: the search page's. */
    byRoute: z.record(route, z.number().nonnegative()).optional(),
  }),
  /** The most gzipped CSS, in KB, a page may load; `*` sets it for every page. */
  maxCssKB: kilobytesByRoute,
  /** The longest a full build may take, in seconds. */
  maxBuildSeconds: z.number().positive(),
  /**
   * How much `npm run bench:scale` lets a blog page grow when the blog holds more posts: with the
   * blog at each of `posts`, a post page and a tag page against the site's own posts, and the list
   * at the largest count against the list at the smallest (both full pages). Optional, since only
   * that bench reads it.
   */
  scale: z
    .strictObject({
      posts: z.array(z.number().int().positive()).min(2),
      maxHtmlRatio: z.number().min(1),
    })
    .optional(),
});

export type Budget = z.output<typeof budgetSchema>;

export type Category = keyof Budget['minScores'];

/** What Lighthouse measured on one page (the median of its runs). */
export interface LighthouseResult {
  route: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** What the bench measured, as the budget sees it. */
export interface Measurements {
  buildSeconds: number;
  routes: RouteBytes[];
  /** React and react-dom's client alone, gzipped, built as the islands are. */
  reactFloorBytes: number;
  lighthouse: LighthouseResult[];
}

/** One limit the measurements went past, in words: `/about: JS 1.2 KB gzip, a page with only links may load none`. */
export type Breach = string;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function limitFor(limits: Record<string, number>, key: string): number | undefined {
  return limits[key] ?? limits['*'];
}

/** Whether a page has nothing to interact with but links, by its address in the site's own language. */
function isLinksOnly(budget: Budget, source: string): boolean {
  return budget.scripts.linksOnly.some((pattern) => matchPath(pattern, source) !== null);
}

/** The most gzipped JavaScript a page may load, in bytes, and why. */
export function scriptLimit(
  budget: Budget,
  page: Pick<RouteBytes, 'source' | 'interactive'>,
  reactFloorBytes: number,
): { bytes: number; reason: string } {
  const { scripts } = budget;
  if (isLinksOnly(budget, page.source)) return { bytes: 0, reason: 'a page with only links may load none' };
  const own = Object.entries(scripts.byRoute ?? {}).find(
    ([pattern]) => matchPath(pattern, page.source) !== null,
  );
  if (own) return { bytes: own[1] * 1000, reason: `${own[1]} KB for ${own[0]}` };
  if (page.interactive === 'island') {
    return {
      bytes: reactFloorBytes + scripts.islandAboveReactMaxKB * 1000,
      reason: `React alone (${kb(reactFloorBytes)} KB) + ${scripts.islandAboveReactMaxKB} KB`,
    };
  }
  return {
    bytes: scripts.behaviourMaxKB * 1000,
    reason: `${scripts.behaviourMaxKB} KB for small behaviours`,
  };
}

/** Compares the measurements with the budget and lists every limit exceeded. */
export function checkBudget(measured: Measurements, budget: Budget): Breach[] {
  const breaches: Breach[] = [];
  for (const page of measured.routes) {
    const limit = scriptLimit(budget, page, measured.reactFloorBytes);
    if (page.js.gzipBytes > limit.bytes) {
      breaches.push(`${page.route}: JS ${kb(page.js.gzipBytes)} KB gzip, over ${limit.reason}`);
    }
    const maxCss = limitFor(budget.maxCssKB, page.route);
    if (maxCss !== undefined && page.css.gzipBytes > maxCss * 1000) {
      breaches.push(`${page.route}: CSS ${kb(page.css.gzipBytes)} KB gzip, over the ${maxCss} KB budget`);
    }
  }
  for (const route of budget.lighthouseRoutes) {
    const result = measured.lighthouse.find((entry) => entry.route === route);
    if (!result) {
      breaches.push(`${route}: Lighthouse did not measure this page`);
      continue;
    }
    const reading = budget.readingPages.routes.includes(route);
    const minimum = {
      ...budget.minScores,
      ...(reading && { performance: budget.readingPages.minPerformance }),
    };
    for (const [category, min] of Object.entries(minimum) as [Category, number][]) {
      if (result.scores[category] < min) {
        breaches.push(`${route}: Lighthouse ${category} ${result.scores[category].toFixed(2)}, below ${min}`);
      }
    }
    const { lcpMs, cls, tbtMs } = budget.maxMetrics;
    if (result.lcpMs > lcpMs) breaches.push(`${route}: LCP ${Math.round(result.lcpMs)} ms, over ${lcpMs} ms`);
    if (result.cls > cls) breaches.push(`${route}: CLS ${result.cls.toFixed(3)}, over ${cls}`);
    if (result.tbtMs > tbtMs) breaches.push(`${route}: TBT ${Math.round(result.tbtMs)} ms, over ${tbtMs} ms`);
  }
  if (measured.buildSeconds > budget.maxBuildSeconds) {
    breaches.push(`build: ${measured.buildSeconds.toFixed(1)} s, over ${budget.maxBuildSeconds} s`);
  }
  return breaches;
}
