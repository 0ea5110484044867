import { Feed } from 'feed';
import {
  fillPlaceholders,
  registry,
  type CollectionName,
  type Content,
  type FeedItem,
  type Site,
} from '../../schemas';
import { formatDate } from '../../shared/dates';
import { bodyFor } from '../content/assemble';
import { absoluteUrl, escapeHtml, type FeedLink } from '../seo/head';

export type { FeedLink };

/** One entry of a feed: what the registry says of it, its address, and its body, its links written whole. */
export type FeedEntry = FeedItem & { url: string; html: string };

/** What a collection's feeds are made from: its published entries, newest first, and its settings. */
export interface FeedSource {
  entries: FeedEntry[];
  site: Pick<Site, 'siteUrl' | 'product' | 'language' | 'footer'>;
  settings: { title: string; description: string };
  /** The list the feed follows, and where its two forms are published. */
  paths: { list: string; rss: string; atom: string };
}

const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The day a feed is updated: its newest entry's. A feed with no entry yet names the start of 1970,
 * never the moment of the build (the feed package's choice when it is given none), so that building
 * one commit twice gives the same feed.
 */
const updatedOn = (entries: readonly { date: string }[]) =>
  entries[0] ? dayToDate(entries[0].date) : new Date(0);

/**
 * How a feed writes the addresses in the site a body names, whole: a feed reader shows the post away
 * from the site, where `/signup` or `#section` would lead nowhere. `/signup` is on the site at
 * `siteUrl`, `#section` on the entry's page at `pageUrl`.
 */
export function feedAddress(siteUrl: string, pageUrl: string): (href: string) => string {
  return (href) =>
    href.startsWith('#')
      ? `${pageUrl}${href}`
      : href.startsWith('/') && !href.startsWith('//')
        ? `${siteUrl}${href}`
        : href;
}

function buildFeed({ entries, site, settings, paths }: FeedSource): Feed {
  const listUrl = absoluteUrl(site.siteUrl, paths.list);
  const result = new Feed({
    id: listUrl,
    title: settings.title,
    description: settings.description,
    link: listUrl,
    language: site.language,
    copyright: site.footer.copyright,
    // The newest entry's day, so building twice without a new entry gives the same feed.
    updated: updatedOn(entries),
    generator: false,
    author: { name: site.product, link: site.siteUrl },
    favicon: absoluteUrl(site.siteUrl, '/favicon.svg'),
    feedLinks: { rss: absoluteUrl(site.siteUrl, paths.rss), atom: absoluteUrl(site.siteUrl, paths.atom) },
  });
  for (const entry of entries) {
    const link = absoluteUrl(site.siteUrl, entry.url);
    result.addItem({
      title: entry.title,
      // With no separate id, the entry's address serves as the Atom id and the RSS permalink guid.
      link,
      date: dayToDate(entry.date),
      published: dayToDate(entry.date),
      // Feed readers show the summary as HTML; the editor wrote plain text, so it is escaped to stay text.
      description: escapeHtml(entry.summary),
      content: entry.html,
      category: entry.categories.map((name) => ({ name, term: name })),
    });
  }
  return result;
}

/** A collection's RSS 2.0 and Atom feeds, each carrying every published entry in full. */
export function feedTexts(source: FeedSource): { rss: string; atom: string } {
  const feed = buildFeed(source);
  return { rss: feed.rss2(), atom: feed.atom1() };
}

/** The feeds of every collection the registry gives feeds, made from the loaded content. */
export function feedSources(content: Content): FeedSource[] {
  return (Object.keys(registry) as CollectionName[]).flatMap((name) => {
    const definition = registry[name];
    if (definition.kind !== 'folder' || !definition.feeds || !definition.list) return [];
    const { feeds, list } = definition;
    const settingsFile = content[feeds.settings.collection as CollectionName] as unknown as Record<
      string,
      unknown
    >;
    const entries = (content[name] as Content['posts']).map((entry) => ({
      ...feeds.item(entry),
      url: entry.url,
      // Rendered for the feed from the body's one parse; an entry a test writes out keeps its HTML.
      html:
        bodyFor(entry, feedAddress(content.site.siteUrl, absoluteUrl(content.site.siteUrl, entry.url))) ??
        entry.html,
    }));
    return [
      {
        entries,
        site: content.site,
        settings: settingsFile[feeds.settings.field] as FeedSource['settings'],
        paths: { list: list.path, rss: feeds.rss, atom: feeds.atom },
      },
    ];
  });
}

/** The links every page's head gives to the site's feeds. */
export function feedLinks(sources: FeedSource[], versionFeeds: VersionFeedSource[] = []): FeedLink[] {
  return [
    ...sources.flatMap(({ settings, paths }) => [
      { type: 'application/rss+xml' as const, title: settings.title, href: paths.rss },
      { type: 'application/atom+xml' as const, title: settings.title, href: paths.atom },
    ]),
    ...versionFeeds.map(({ settings, path }) => ({
      type: 'application/atom+xml' as const,
      title: settings.title,
      href: path,
    })),
  ];
}

/** One version of a guarded text, as the feed of versions announces it. */
export interface VersionFeedEntry {
  title: string;
  /** The day it was recorded, YYYY-MM-DD. */
  date: string;
  /** What changed, as its change entry says. */
  note: string;
  /** The address of the version's page. */
  url: string;
}

/** A feed of versions: the entries of every guarded text that names it, newest first, and its settings. */
export interface VersionFeedSource {
  path: string;
  entries: VersionFeedEntry[];
  site: Pick<Site, 'siteUrl' | 'product' | 'language' | 'footer'>;
  settings: { title: string; description: string; entryTitle: string };
}

/**
 * The feeds that announce new versions of guarded texts, such as /legal/feed.xml for the privacy
 * policy and the terms: each version of each text that names the feed, newest first.
 */
export function versionFeedSources(
  content: Content,
  versions: ReadonlyMap<CollectionName, readonly { name: string; date: string; note: string }[]>,
): VersionFeedSource[] {
  const feeds = new Map<string, VersionFeedSource>();
  for (const name of Object.keys(registry) as CollectionName[]) {
    const definition = registry[name];
    if (definition.kind !== 'single' || !definition.versions) continue;
    const { feed, history } = definition.versions;
    const settingsFile = content[feed.settings.collection as CollectionName] as unknown as Record<
      string,
      unknown
    >;
    const source = feeds.get(feed.path) ?? {
      path: feed.path,
      entries: [],
      site: content.site,
      settings: settingsFile[feed.settings.field] as VersionFeedSource['settings'],
    };
    feeds.set(feed.path, source);
    const { title } = content[name] as unknown as { title: string };
    for (const version of versions.get(name) ?? []) {
      source.entries.push({
        title: fillPlaceholders(source.settings.entryTitle, {
          document: title,
          date: formatDate(version.date, content.site.locale),
        }),
        date: version.date,
        note: version.note,
        url: `${history.path}/${version.name}`,
      });
    }
  }
  for (const source of feeds.values())
    // Titles of one day are compared in English's order whatever the machine's locale (LANG), so the
    // feed is the same wherever it is built.
    source.entries.sort((a, b) => b.date.localeCompare(a.date, 'en') || a.title.localeCompare(b.title, 'en'));
  return [...feeds.values()];
}

/** A feed of versions as Atom, the format feed readers and the W3C validator both know best. */
export function versionFeedText({ path, entries, site, settings }: VersionFeedSource): string {
  const feed = new Feed({
    id: absoluteUrl(site.siteUrl, path),
    title: settings.title,
    description: settings.description,
    link: site.siteUrl,
    language: site.language,
    copyright: site.footer.copyright,
    updated: updatedOn(entries),
    generator: false,
    author: { name: site.product, link: site.siteUrl },
    feedLinks: { atom: absoluteUrl(site.siteUrl, path) },
  });
  for (const entry of entries) {
    const link = absoluteUrl(site.siteUrl, entry.url);
    feed.addItem({
      title: entry.title,
      link,
      id: link,
      date: dayToDate(entry.date),
      published: dayToDate(entry.date),
      description: escapeHtml(entry.note),
    });
  }
  return feed.atom1();
}
