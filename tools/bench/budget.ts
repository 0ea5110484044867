import { z } from 'zod';
import type { RouteBytes } from './route-bytes';

const scoreSchema = z.number().min(0).max(1);
const kilobytesByRoute = z
  .record(z.string(), z.number().positive())
  .refine(
    (limits) => Object.keys(limits).every((route) => route === '*' || route.startsWith('/')),
    'each key should be a route such as /blog, or * for every route',
  )
  .default({});

/** The limits `npm run bench` holds the site to; it lives in bench/budget.json. */
export const budgetSchema = z.strictObject({
  /** The pages Lighthouse measures. */
  lighthouseRoutes: z.array(z.string().startsWith('/')).min(1),
  /** The lowest Lighthouse category score each of those pages may have, from 0 to 1. */
  minScores: z.strictObject({
    performance: scoreSchema,
    accessibility: scoreSchema,
    'best-practices': scoreSchema,
    seo: scoreSchema,
  }),
  /** The highest Largest Contentful Paint (ms), Cumulative Layout Shift and Total Blocking Time (ms). */
  maxMetrics: z.strictObject({
    lcpMs: z.number().positive(),
    cls: z.number().nonnegative(),
    tbtMs: z.number().nonnegative(),
  }),
  /** The most gzipped JavaScript, in KB (1,000 bytes), a page may load; `*` sets it for every page. */
  maxJsKB: kilobytesByRoute,
  /** The most gzipped CSS, in KB, a page may load; `*` sets it for every page. */
  maxCssKB: kilobytesByRoute,
  /** The longest a full build may take, in seconds. */
  maxBuildSeconds: z.number().positive(),
  /**
   * How much `npm run bench:scale` lets a blog page grow when the blog holds `posts` posts instead
   * of the site's own: its gzipped JS and its HTML, each as a multiple of the figure with the site's
   * own posts. Optional, since only that bench reads it.
   */
  scale: z
    .strictObject({
      posts: z.number().int().positive(),
      maxJsRatio: z.number().min(1),
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
  lighthouse: LighthouseResult[];
}

/** One limit the measurements went past, in words: `/: JS 104.2 KB gzip, over the 100 KB budget`. */
export type Breach = string;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function limitFor(limits: Record<string, number>, route: string): number | undefined {
  return limits[route] ?? limits['*'];
}

/** Compares the measurements with the budget and lists every limit exceeded. */
export function checkBudget(measured: Measurements, budget: Budget): Breach[] {
  const breaches: Breach[] = [];
  for (const { route, js, css } of measured.routes) {
    const maxJs = limitFor(budget.maxJsKB, route);
    if (maxJs !== undefined && js.gzipBytes > maxJs * 1000) {
      breaches.push(`${route}: JS ${kb(js.gzipBytes)} KB gzip, over the ${maxJs} KB budget`);
    }
    const maxCss = limitFor(budget.maxCssKB, route);
    if (maxCss !== undefined && css.gzipBytes > maxCss * 1000) {
      breaches.push(`${route}: CSS ${kb(css.gzipBytes)} KB gzip, over the ${maxCss} KB budget`);
    }
  }
  for (const route of budget.lighthouseRoutes) {
    const result = measured.lighthouse.find((entry) => entry.route === route);
    if (!result) {
      breaches.push(`${route}: Lighthouse did not measure this page`);
      continue;
    }
    for (const [category, min] of Object.entries(budget.minScores) as [Category, number][]) {
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
