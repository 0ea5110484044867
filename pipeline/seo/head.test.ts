import { describe, expect, it } from 'vitest';
import { pageHead, type HeadSettings } from './head';

const site: HeadSettings = {
  siteUrl: 'https://masky.example',
  product: 'Test Product',
  locale: 'en-US',
  twitterHandle: '@maskyvpn',
  feeds: [
    { type: 'application/rss+xml', title: 'The test blog', href: '/blog/feed.xml' },
    { type: 'application/atom+xml', title: 'The test blog', href: '/blog/atom.xml' },
  ],
  shareImageAlt: 'Masky, a raccoon with a "shield"',
};

describe('pageHead', () => {
  it('starts a right-to-left title or description that opens with a left-to-right name with a right-to-left mark', () => {
    const head = pageHead(
      {
        url: '/fa',
        meta: { title: 'Test Product: وبلاگ', description: 'وبلاگ Test Product' },
        indexable: true,
      },
      { ...site, locale: 'fa-IR', dir: 'rtl' },
    );
    const RLM = '\u200f';
    expect(head).toContain(`<title>${RLM}Test Product: وبلاگ</title>`);
    expect(head).toContain(`<meta property="og:title" content="${RLM}Test Product: وبلاگ" />`);
    expect(head).toContain(`<meta name="twitter:title" content="${RLM}Test Product: وبلاگ" />`);
    expect(head).toContain('<meta name="description" content="وبلاگ Test Product" />');
  });

  it('gives a page its title, description, canonical address, sharing tags and the feeds', () => {
    expect(
      pageHead(
        {
          url: '/terms',
          meta: { title: 'Terms & "Conditions"', description: 'Rules <short>.' },
          indexable: true,
        },
        site,
      ),
    ).toEqual([
      '<title>Terms &amp; &quot;Conditions&quot;</title>',
      '<meta name="description" content="Rules &lt;short&gt;." />',
      '<link rel="canonical" href="https://masky.example/terms" />',
      '<link rel="alternate" type="application/rss+xml" title="The test blog" href="/blog/feed.xml" />',
      '<link rel="alternate" type="application/atom+xml" title="The test blog" href="/blog/atom.xml" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Test Product" />',
      '<meta property="og:locale" content="en_US" />',
      '<meta property="og:title" content="Terms &amp; &quot;Conditions&quot;" />',
      '<meta property="og:description" content="Rules &lt;short&gt;." />',
      '<meta property="og:url" content="https://masky.example/terms" />',
      '<meta property="og:image" content="https://masky.example/share.png" />',
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Masky, a raccoon with a &quot;shield&quot;" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Terms &amp; &quot;Conditions&quot;" />',
      '<meta name="twitter:description" content="Rules &lt;short&gt;." />',
      '<meta name="twitter:image:alt" content="Masky, a raccoon with a &quot;shield&quot;" />',
      '<meta name="twitter:site" content="@maskyvpn" />',
    ]);
  });

  it('shares a blog post as an article with its day and tags', () => {
    const head = pageHead(
      {
        url: '/blog/hello',
        meta: {
          title: 'Hello',
          description: 'Hi.',
          article: { published: '2025-07-20', tags: ['privacy', 'news'] },
        },
        indexable: true,
      },
      site,
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="article:published_time" content="2025-07-20" />');
    expect(head.filter((tag) => tag.includes('article:tag'))).toEqual([
      '<meta property="article:tag" content="privacy" />',
      '<meta property="article:tag" content="news" />',
    ]);
  });

  it('keeps the not-found page out of search results and gives it no address of its own', () => {
    const head = pageHead(
      { url: '/404', meta: { title: 'Not found', description: 'Gone.' }, indexable: false },
      {
        ...site,
        twitterHandle: undefined,
      },
    );
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head.join('\n')).not.toMatch(/canonical|og:url|twitter:site/);
  });
});
