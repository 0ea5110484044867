import { describe, expect, it } from 'vitest';
import { budgetSchema, checkBudget, type LighthouseResult, type Measurements } from './budget';
import type { RouteBytes } from './route-bytes';

const budget = budgetSchema.parse({
  lighthouseRoutes: ['/', '/blog'],
  minScores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
  readingPages: { routes: ['/blog'], minPerformance: 1 },
  maxMetrics: { lcpMs: 2500, cls: 0.1, tbtMs: 200 },
  scripts: { linksOnly: ['/blog', '/blog/:id'], behaviourMaxKB: 2, islandAboveReactMaxKB: 10 },
  maxCssKB: { '*': 10 },
  maxBuildSeconds: 60,
});

const REACT = 60_000;

const page = (
  route: string,
  jsKB: number,
  interactive: RouteBytes['interactive'] = 'none',
  source = route,
): RouteBytes => ({
  route,
  source,
  js: { files: jsKB ? ['/assets/a.js'] : [], bytes: jsKB * 3000, gzipBytes: jsKB * 1000 },
  css: { files: ['/assets/style.css'], bytes: 20_000, gzipBytes: 5_000 },
  requests: 3,
  interactive,
});

const lighthouse = (route: string, changes: Partial<LighthouseResult> = {}): LighthouseResult => ({
  route,
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs: 1200,
  cls: 0,
  tbtMs: 0,
  ...changes,
});

const within: Measurements = {
  buildSeconds: 8,
  reactFloorBytes: REACT,
  routes: [
    page('/', 1.5, 'behaviour'),
    page('/blog', 0),
    page('/fa/blog/a-post', 0, 'none', '/blog/a-post'),
    page('/server', 69.9, 'island'),
  ],
  lighthouse: [
    lighthouse('/', { scores: { ...lighthouse('/').scores, performance: 0.99 } }),
    lighthouse('/blog'),
  ],
};

describe('checkBudget', () => {
  it('passes a page with only links and no script, small behaviours, and an island within React plus its own', () => {
    expect(checkBudget(within, budget)).toEqual([]);
  });

  it('names every limit exceeded, with the figure and the limit, matching a page in any language by its own address', () => {
    const over: Measurements = {
      ...within,
      routes: [
        page('/', 2.1, 'behaviour'),
        page('/fa/blog/a-post', 0.3, 'behaviour', '/blog/a-post'),
        page('/server', 70.1, 'island'),
      ],
      lighthouse: [
        lighthouse('/'),
        lighthouse('/blog', { scores: { ...lighthouse('/').scores, performance: 0.99 } }),
      ],
      buildSeconds: 61,
    };
    expect(checkBudget(over, budget)).toEqual([
      '/: JS 2.1 KB gzip, over 2 KB for small behaviours',
      '/fa/blog/a-post: JS 0.3 KB gzip, over a page with only links may load none',
      '/server: JS 70.1 KB gzip, over React alone (60.0 KB) + 10 KB',
      '/blog: Lighthouse performance 0.99, below 1',
      'build: 61.0 s, over 60 s',
    ]);
  });

  it('says when Lighthouse did not measure a page of the budget', () => {
    expect(checkBudget({ ...within, lighthouse: [lighthouse('/')] }, budget)).toEqual([
      '/blog: Lighthouse did not measure this page',
    ]);
  });
});
