import { markRightToLeft } from '../../shared/bidi';
import type { PageMeta } from '../../shared/page-meta';

/** A feed as the head of every page names it, so feed readers find it from any page. */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  href: string;
}

/**
 * The picture that link previews show for every page (Open Graph and Twitter cards), drawn at build
 * time by `share-image.tsx`. 1200 × 630 is the size both ask for; PNG, because several of the apps
 * that draw previews do not read SVG.
 */
export const SHARE_IMAGE = { path: '/share.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The site settings the head tags are built from. */
export interface HeadSettings {
  siteUrl: string;
  product: string;
  /** A locale such as en-US; Open Graph writes it en_US. */
  locale: string;
  twitterHandle?: string;
  /** The site's feeds, which feed readers find through any page. */
  feeds: readonly FeedLink[];
  /** What the share image shows, for people who cannot see it. */
  shareImageAlt: string;
  /** The direction of the page's language; a right-to-left page's title and description say it themselves. */
  dir?: 'ltr' | 'rtl';
}

/** Escapes text for HTML, in element content and in double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The same page in one language, for `hreflang`: the language's tag (or x-default) and the page's address. */
export interface Alternate {
  hreflang: string;
  url: string;
}

/** A page's full address: the site's address followed by its path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The head tags that tell search engines and sharing previews about a page: its title and
 * description, canonical address, Open Graph and Twitter card tags, and the blog's feeds. A page
 * that is not `indexable` (the not-found page) asks search engines to leave it out and names no
 * canonical address, since it has none of its own.
 */
export function pageHead(
  page: {
    url: string;
    meta: PageMeta;
    indexable: boolean;
    /** The page's canonical address when it is another page's: an untranslated page names its English. */
    canonical?: string;
    /** The same page in every language of the site, itself included, and x-default. */
    alternates?: readonly Alternate[];
  },
  site: HeadSettings,
): string[] {
  // Link previews and search results lay a title out on its own, in the direction of its first
  // letter: a right-to-left one that starts with a left-to-right name ({product}) needs a mark first.
  const directed = (text: string) => (site.dir === 'rtl' ? markRightToLeft(text) : text);
  const title = directed(page.meta.title);
  const description = directed(page.meta.description);
  const { article } = page.meta;
  const url = absoluteUrl(site.siteUrl, page.canonical ?? page.url);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    page.indexable ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    ...(page.indexable ? (page.alternates ?? []) : []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(absoluteUrl(site.siteUrl, alternate.url))}" />`,
    ),
    ...site.feeds.map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    ),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', site.product),
    // Open Graph names a locale by language and region only: zh-Hans-CN is zh_CN.
    meta('property', 'og:locale', site.locale.replace(/^([a-z]+)-(?:[A-Z][a-z]{3}-)?([A-Z]{2})$/, '$1_$2')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  ];
  if (page.indexable) tags.push(meta('property', 'og:url', url));
  tags.push(
    meta('property', 'og:image', absoluteUrl(site.siteUrl, SHARE_IMAGE.path)),
    meta('property', 'og:image:type', SHARE_IMAGE.type),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', site.shareImageAlt),
  );
  if (article) {
    tags.push(meta('property', 'article:published_time', article.published));
    tags.push(...article.tags.map((tag) => meta('property', 'article:tag', tag)));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    // Twitter takes the picture itself from og:image, but reads its description only from here.
    meta('name', 'twitter:image:alt', site.shareImageAlt),
  );
  if (site.twitterHandle) tags.push(meta('name', 'twitter:site', site.twitterHandle));
  return tags;
}
