import { absoluteUrl, escapeHtml, type Alternate } from './head';

/** One page as the sitemap lists it: its path and, when its content has one, the day it last changed. */
export interface SitemapPage {
  url: string;
  modified?: string;
  /** The same page in each of the site's languages, and x-default, listed as `xhtml:link` alternates. */
  alternates?: readonly Alternate[];
}

/**
 * The sitemap (sitemaps.org protocol 0.9) listing the given pages by their full address, each with
 * `lastmod` when its content carries a date. Pages without a date are listed without one rather than
 * with the day of the build, which would tell search engines that everything changed every time.
 */
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const entries = pages.map((page) => {
    const lastmod = page.modified ? `\n    <lastmod>${page.modified}</lastmod>` : '';
    const alternates = (page.alternates ?? [])
      .map(
        (alternate) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(absoluteUrl(siteUrl, alternate.url))}" />`,
      )
      .join('');
    return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, page.url))}</loc>${lastmod}${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: every crawler may read every page but the editor, and the sitemap says where they are. */
export function robotsTxt(siteUrl: string): string {
  // The browser editor is for the site's editors, not for search engines.
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
