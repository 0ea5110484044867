import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../schemas';
import { formatProblem } from '../../pipeline/content/problem';
import { loadContent } from '../../pipeline/content/store';
import { GENERATED_TAGS, generatePosts, writeGeneratedPosts } from './generated-posts';
import {
  checkScaleBudget,
  formatTable,
  parseCounts,
  pickSubjects,
  type PageFigures,
  type ScaleRun,
} from './scale';
import { copyContent } from '../test/project-copy';

describe('generated posts', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'scale-test-'));
    await copyContent(folder);
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('pass the content check beside the site’s own posts, links between them included', async () => {
    const own = (await loadContent({ root: folder })).content!.posts.length;
    const written = await writeGeneratedPosts(path.join(folder, 'content/blog'), 40);
    const { content, problems } = await loadContent({ root: folder });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content!.posts).toHaveLength(own + 40);
    expect(new Set(written.map((post) => post.id)).size).toBe(40);
  });

  it('are the same posts whatever the count, so a smaller run holds the first posts of a larger one', () => {
    expect(generatePosts(10)).toEqual(generatePosts(40).slice(0, 10));
  });

  it('look like real posts: 2 or 3 tags from the pool, past dates, headings, a list and links inside the site', () => {
    const posts = generatePosts(200);
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(3);
      for (const tag of post.tags) expect(GENERATED_TAGS).toContain(tag);
      expect(post.date >= '2016-01-01' && post.date <= '2025-06-27').toBe(true);
      expect(post.markdown).toMatch(/^## /m);
      expect(post.markdown).toMatch(/^(- |1\. )/m);
      expect(post.markdown).toMatch(/\]\(\/(setup|#pricing|download|server|support|privacypolicy)\)/);
      expect(post.markdown).toMatch(/\]\(\/blog(\/[a-z0-9-]+)?\)/);
    }
    expect(new Set(posts.map((post) => post.date.slice(0, 4))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((post) => post.title)).size).toBeGreaterThan(180);
  });

  it('leave the ids already taken to their posts', () => {
    const [first] = generatePosts(1);
    const [renamed] = generatePosts(1, [first.id]);
    expect(renamed.id).toBe(`${first.id}-2`);
  });
});

describe('parseCounts', () => {
  it('reads counts separated by commas, sorted and without repeats', () => {
    expect(parseCounts('5000, 3,1_000,3', 3)).toEqual([3, 1000, 5000]);
  });

  it('refuses a count below the site’s own posts, and anything but whole numbers', () => {
    expect(() => parseCounts('2,1000', 3)).toThrow(
      '--posts 2: the site has 3 posts of its own, so a count starts at 3',
    );
    expect(() => parseCounts('3,1e3', 3)).toThrow(
      '--posts takes whole numbers separated by commas, such as 3,1000; not "1e3"',
    );
  });
});

describe('pickSubjects', () => {
  it('follows the tag most of the site’s posts carry (the first by name on a tie) and its newest post', () => {
    const content = {
      posts: [
        { id: 'newest', tags: ['zero-log', 'privacy'] },
        { id: 'older', tags: ['privacy', 'crypto'] },
        { id: 'oldest', tags: ['crypto'] },
      ],
      blogPage: { pageSize: 10 },
      languages: [{ tag: 'en' }, { tag: 'fa' }, { tag: 'zh-Hans' }],
    } as unknown as Content;
    expect(pickSubjects(content)).toEqual({
      ownPosts: 3,
      pageSize: 10,
      languages: ['fa', 'zh-Hans'],
      tag: 'crypto',
      post: 'newest',
      routes: ['/blog', '/blog/tag/crypto', '/blog/newest'],
      lists: ['/blog', '/blog/tag/crypto'],
      entry: '/blog/newest',
    });
  });
});

const page = (route: string, jsGzipBytes: number, htmlBytes: number, htmlGzipBytes: number): PageFigures => ({
  route,
  jsGzipBytes,
  jsFiles: 14,
  htmlBytes,
  htmlGzipBytes,
});

const measured = (posts: number, grow: number, extra: Partial<ScaleRun> = {}): ScaleRun => ({
  posts,
  buildSeconds: 2 + posts / 1000,
  buildCpuSeconds: 1.5 + posts / 1000,
  loadBefore: 0.5,
  steps: [
    ['content', 0.5],
    ['pages', 1 + posts / 1000],
  ],
  pages: 23 + posts,
  figures: [
    page('/blog', 109_000 * grow, 11_000 * grow, 3_000),
    page('/blog/tag/privacy', 109_500, 10_800, 2_800),
    page('/blog/a-post', 109_800, 11_400, 3_100),
  ],
  ...extra,
});

describe('checkScaleBudget', () => {
  const limits = { posts: [1000, 5000], maxHtmlRatio: 1.2 };
  const subjects = {
    ownPosts: 3,
    pageSize: 10,
    languages: ['fa'],
    tag: 'privacy',
    post: 'a-post',
    routes: ['/blog', '/blog/tag/privacy', '/blog/a-post'],
    lists: ['/blog', '/blog/tag/privacy'],
    entry: '/blog/a-post',
  };
  /** A run whose pages load no script: the list grows by `grow` over the site's own, the post stays. */
  const quiet = (posts: number, grow: number) => {
    const run = measured(posts, grow);
    return { ...run, figures: run.figures.map((figure) => ({ ...figure, jsGzipBytes: 0, jsFiles: 0 })) };
  };

  it('passes pages that load no script, a post page that stays and full lists that stay', () => {
    expect(checkScaleBudget([quiet(3, 1), quiet(1000, 3), quiet(5000, 3.1)], limits, subjects)).toEqual({
      breaches: [],
    });
  });

  it('names each page that loads script, and each that grows, with both figures and the ratio', () => {
    const grown = quiet(5000, 4);
    grown.figures[2] = { ...grown.figures[2], htmlBytes: 14_000 };
    const { breaches } = checkScaleBudget([quiet(3, 1), measured(1000, 3), grown], limits, subjects);
    expect(breaches).toEqual([
      '/blog: loads 327.00 KB of script at 1,000 posts; a page with only links loads none',
      '/blog/tag/privacy: loads 109.50 KB of script at 1,000 posts; a page with only links loads none',
      '/blog/a-post: loads 109.80 KB of script at 1,000 posts; a page with only links loads none',
      '/blog/a-post: HTML 14.00 KB at 5,000 posts is 1.228× the 11.40 KB at 3, over the 1.2× budget',
      '/blog: HTML 44.00 KB at 5,000 posts is 1.333× the 33.00 KB at 1,000, over the 1.2× budget',
    ]);
  });

  it('says it could not check when a count the budget compares was not measured', () => {
    expect(checkScaleBudget([quiet(3, 1), quiet(5000, 3)], limits, subjects)).toEqual({
      breaches: [],
      notChecked: 'the budget compares 3, 1,000, 5,000 posts; measure them all (--posts 3,1000,5000)',
    });
  });
});

describe('formatTable', () => {
  it('puts a row per measure and a column per count, with ratios to the first count for the byte figures', () => {
    const table = formatTable([measured(3, 1), measured(1000, 1.05)]);
    expect(table.split('\n')).toEqual([
      '                                  3 posts  1,000 posts     ÷ 3',
      'Build, wall (s)                       2.0          3.0',
      'Build, processor (s)                  1.5          2.5',
      'Load average before                   0.5          0.5',
      '  step: content (s)                   0.5          0.5',
      '  step: pages (s)                     1.0          2.0',
      'Pages written                          26        1,023',
      'JS /blog (KB gzip)                 109.00       114.45  1.050×',
      'JS /blog/tag/privacy (KB gzip)     109.50       109.50  1.000×',
      'JS /blog/a-post (KB gzip)          109.80       109.80  1.000×',
      'HTML /blog (KB)                     11.00        11.55  1.050×',
      'HTML /blog/tag/privacy (KB)         10.80        10.80  1.000×',
      'HTML /blog/a-post (KB)              11.40        11.40  1.000×',
      'HTML /blog (KB gzip)                 3.00         3.00  1.000×',
      'HTML /blog/tag/privacy (KB gzip)     2.80         2.80  1.000×',
      'HTML /blog/a-post (KB gzip)          3.10         3.10  1.000×',
    ]);
  });

  it('adds Astro’s figures and ours over Astro’s when the run built with Astro too', () => {
    const astro = { version: '5.18.2', seconds: 4, cpuSeconds: 5, processSeconds: 5, pages: 10 };
    const table = formatTable([
      measured(3, 1, { astro }),
      measured(1000, 1, { astro: { ...astro, seconds: 12, pages: 1100 } }),
    ]);
    expect(table.split('\n').slice(-5)).toEqual([
      'Astro 5.18.2 build, wall (s)           4.0         12.0',
      'Astro 5.18.2 build, processor (s)      5.0          5.0',
      'Astro 5.18.2 pages written              10        1,100',
      'Ours ÷ Astro, wall                   0.50×        0.25×',
      'Ours ÷ Astro, processor              0.30×        0.50×',
    ]);
  });
});
