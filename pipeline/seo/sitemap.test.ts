import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists each page by its full address, with lastmod only where the content has a date', () => {
    const xml = sitemapXml('https://masky.example', [
      { url: '/' },
      { url: '/terms', modified: '2025-07-25' },
      { url: '/blog/tag/zero-log', modified: '2025-07-20' },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.url).toEqual([
      { loc: 'https://masky.example/' },
      { loc: 'https://masky.example/terms', lastmod: '2025-07-25' },
      { loc: 'https://masky.example/blog/tag/zero-log', lastmod: '2025-07-20' },
    ]);
  });
});

describe('robotsTxt', () => {
  it('lets every crawler in but keeps the editor out, and names the sitemap', () => {
    expect(robotsTxt('https://masky.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://masky.example/sitemap.xml\n',
    );
  });
});
