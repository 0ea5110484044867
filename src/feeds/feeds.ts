import { Feed } from 'feed';
import type { BlogPage, Post, Site } from '../../schemas';
import { postPath } from '../route-table';
import { absoluteUrl, escapeHtml, FEED_PATHS } from '../seo/head';

/** What the feeds are made from: the published posts, newest first, and the site's settings. */
export interface FeedSource {
  posts: Post[];
  site: Pick<Site, 'siteUrl' | 'product' | 'language' | 'footer'>;
  feed: BlogPage['feed'];
}

const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Rewrites the body's links to full addresses: a feed reader shows the post away from the site, where
 * `/signup` or `#section` would lead nowhere.
 */
export function absoluteLinks(html: string, siteUrl: string, pageUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`).replace(/href="#/g, `href="${pageUrl}#`);
}

function buildFeed({ posts, site, feed }: FeedSource): Feed {
  const blogUrl = absoluteUrl(site.siteUrl, '/blog');
  const result = new Feed({
    id: blogUrl,
    title: feed.title,
    description: feed.description,
    link: blogUrl,
    language: site.language,
    copyright: site.footer.copyright,
    // The newest post's day, so building twice without a new post gives the same feed.
    updated: posts[0] ? dayToDate(posts[0].date) : undefined,
    generator: false,
    author: { name: site.product, link: site.siteUrl },
    favicon: absoluteUrl(site.siteUrl, '/favicon.svg'),
    feedLinks: {
      rss: absoluteUrl(site.siteUrl, FEED_PATHS.rss),
      atom: absoluteUrl(site.siteUrl, FEED_PATHS.atom),
    },
  });
  for (const post of posts) {
    const link = absoluteUrl(site.siteUrl, postPath(post.id));
    result.addItem({
      title: post.title,
      // With no separate id, the post's address serves as the Atom id and the RSS permalink guid.
      link,
      date: dayToDate(post.date),
      published: dayToDate(post.date),
      // Feed readers show the summary as HTML; the editor wrote plain text, so it is escaped to stay text.
      description: escapeHtml(post.summary),
      content: absoluteLinks(post.html, site.siteUrl, link),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return result;
}

/** The blog's RSS 2.0 and Atom feeds, each carrying every published post in full. */
export function blogFeeds(source: FeedSource): { rss: string; atom: string } {
  const feed = buildFeed(source);
  return { rss: feed.rss2(), atom: feed.atom1() };
}
