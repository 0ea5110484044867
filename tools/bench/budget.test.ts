import { describe, expect, it } from 'vitest';
import { budgetSchema, checkBudget, type LighthouseResult, type Measurements } from './budget';
import type { RouteBytes } from './route-bytes';

const budget = budgetSchema.parse({
  lighthouseRoutes: ['/', '/blog'],
  minScores: { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 },
  maxMetrics: { lcpMs: 2500, cls: 0.1, tbtMs: 200 },
  maxJsKB: { '/': 100, '*': 115 },
  maxCssKB: { '*': 10 },
  maxBuildSeconds: 60,
});

const bytes = (route: string, jsKB: number, cssKB: number): RouteBytes => ({
  route,
  js: { files: ['/assets/index.js'], bytes: jsKB * 3000, gzipBytes: jsKB * 1000 },
  css: { files: ['/assets/index.css'], bytes: cssKB * 4000, gzipBytes: cssKB * 1000 },
});

const lighthouse = (route: string, changes: Partial<LighthouseResult> = {}): LighthouseResult => ({
  route,
  scores: { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs: 1800,
  cls: 0,
  tbtMs: 90,
  ...changes,
});

const within: Measurements = {
  buildSeconds: 8,
  routes: [bytes('/', 99.9, 4.7), bytes('/blog', 110, 4.7)],
  lighthouse: [lighthouse('/'), lighthouse('/blog')],
};

describe('checkBudget', () => {
  it('passes measurements within every limit; a route without its own limit takes the * one', () => {
    expect(checkBudget(within, budget)).toEqual([]);
  });

  it('names every limit exceeded, with the figure and the limit', () => {
    const over: Measurements = {
      buildSeconds: 61.26,
      routes: [bytes('/', 110.64, 4.7), bytes('/blog', 116, 12.3)],
      lighthouse: [
        lighthouse('/', {
          scores: { performance: 0.88, accessibility: 1, 'best-practices': 0.96, seo: 0.92 },
          lcpMs: 2622.4,
          cls: 0.25,
          tbtMs: 326.3,
        }),
      ],
    };
    expect(checkBudget(over, budget)).toEqual([
      '/: JS 110.6 KB gzip, over the 100 KB budget',
      '/blog: JS 116.0 KB gzip, over the 115 KB budget',
      '/blog: CSS 12.3 KB gzip, over the 10 KB budget',
      '/: Lighthouse performance 0.88, below 0.95',
      '/: Lighthouse best-practices 0.96, below 1',
      '/: Lighthouse seo 0.92, below 1',
      '/: LCP 2622 ms, over 2500 ms',
      '/: CLS 0.250, over 0.1',
      '/: TBT 326 ms, over 200 ms',
      '/blog: Lighthouse did not measure this page',
      'build: 61.3 s, over 60 s',
    ]);
  });
});

describe('budgetSchema', () => {
  it('refuses a score above 1 and a route limit that is not a path', () => {
    const result = budgetSchema.safeParse({
      ...budget,
      minScores: { ...budget.minScores, seo: 100 },
      maxJsKB: { home: 100 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'minScores.seo: Too big: expected number to be <=1',
      'maxJsKB: each key should be a route such as /blog, or * for every route',
    ]);
  });
});
