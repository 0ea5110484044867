import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../../schemas';
import { feedTexts, type FeedSource } from '../feeds/feeds';
import type { PrerenderedPage } from '../prerender/prerender';
import { robotsTxt, sitemapXml } from './sitemap';

/** The files beside the pages: each collection's feeds, the sitemap and robots.txt. */
export function siteFiles(
  site: Pick<Site, 'siteUrl'>,
  feeds: FeedSource[],
  pages: PrerenderedPage[],
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const feed of feeds) {
    const { rss, atom } = feedTexts(feed);
    files[feed.paths.rss] = rss;
    files[feed.paths.atom] = atom;
  }
  // The sitemap lists the pages the registry puts in it that were written with status 200.
  const listed = pages
    .filter((page) => page.sitemap)
    .map((page) => ({ url: page.url, modified: page.meta.modified }));
  files['/sitemap.xml'] = sitemapXml(site.siteUrl, listed);
  files['/robots.txt'] = robotsTxt(site.siteUrl);
  return files;
}

/** Writes the feeds, the sitemap and robots.txt into a build's output folder. */
export async function writeSiteFiles(
  outDir: string,
  site: Pick<Site, 'siteUrl'>,
  feeds: FeedSource[],
  pages: PrerenderedPage[],
): Promise<string[]> {
  const files = siteFiles(site, feeds, pages);
  for (const [url, text] of Object.entries(files)) {
    const file = path.join(outDir, url.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return Object.keys(files);
}
