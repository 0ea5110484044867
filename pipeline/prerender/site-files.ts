import type { Site } from '../../schemas';
import { feedTexts, versionFeedText, type FeedSource, type VersionFeedSource } from '../feeds/feeds';
import type { PrerenderedPage } from './page-writer';
import { SPECULATION_RULES } from '../security/headers';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

/** What goes beside the pages besides the sitemap: feeds, and the files the registry publishes. */
export interface SiteFileSources {
  feeds: FeedSource[];
  versionFeeds: VersionFeedSource[];
  /** Files by address, written as they are: data files, signed statements, signing keys. */
  published: Record<string, string>;
}

/**
 * The files beside the pages, by address: the feeds, the files the registry publishes, the sitemap,
 * robots.txt, and the speculation rules that the pages' header names.
 */
export function siteFiles(
  site: Pick<Site, 'siteUrl'>,
  { feeds, versionFeeds, published }: SiteFileSources,
  pages: PrerenderedPage[],
): Record<string, string> {
  const files: Record<string, string> = { ...published };
  for (const feed of feeds) {
    const { rss, atom } = feedTexts(feed);
    files[feed.paths.rss] = rss;
    files[feed.paths.atom] = atom;
  }
  for (const feed of versionFeeds) files[feed.path] = versionFeedText(feed);
  // The sitemap lists the pages the registry puts in it that were written with status 200.
  const listed = pages
    .filter((page) => page.sitemap)
    .map((page) => ({ url: page.url, modified: page.meta.modified, alternates: page.alternates }));
  files['/sitemap.xml'] = sitemapXml(site.siteUrl, listed);
  files['/robots.txt'] = robotsTxt(site.siteUrl);
  files[SPECULATION_RULES.path] = JSON.stringify(SPECULATION_RULES.rules);
  return files;
}
