import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blogFeeds, type FeedSource } from '../feeds/feeds';
import type { PrerenderedPage } from '../prerender';
import { FEED_PATHS } from './head';
import { robotsTxt, sitemapXml } from './sitemap';

/** The files beside the pages: the blog's feeds, the sitemap and robots.txt. */
export function siteFiles(source: FeedSource, pages: PrerenderedPage[]): Record<string, string> {
  const { rss, atom } = blogFeeds(source);
  // The sitemap lists exactly the pages that were written with status 200: the not-found page is not one.
  const listed = pages
    .filter((page) => page.status === 200)
    .map((page) => ({ url: page.url, modified: page.meta.modified }));
  return {
    [FEED_PATHS.rss]: rss,
    [FEED_PATHS.atom]: atom,
    '/sitemap.xml': sitemapXml(source.site.siteUrl, listed),
    '/robots.txt': robotsTxt(source.site.siteUrl),
  };
}

/** Writes the feeds, the sitemap and robots.txt into a build's output folder. */
export async function writeSiteFiles(
  outDir: string,
  source: FeedSource,
  pages: PrerenderedPage[],
): Promise<string[]> {
  const files = siteFiles(source, pages);
  for (const [url, text] of Object.entries(files)) {
    const file = path.join(outDir, url.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return Object.keys(files);
}
