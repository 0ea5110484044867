import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '../../shared/markdown';
import { copyContent } from '../../tools/test/project-copy';
import { writeLinkingPost } from '../../tools/test/linking-post';
import { loadContent } from '../content/store';
import { feedAddress, feedSources, feedTexts, type FeedEntry, type FeedSource } from './feeds';

const entry = (id: string, date: string, extra: Partial<FeedEntry> = {}): FeedEntry => ({
  url: `/blog/${id}`,
  title: `Post ${id}`,
  date,
  summary: `Summary of ${id}.`,
  categories: ['privacy'],
  html: `<p>Body of ${id}.</p>`,
  ...extra,
});

const source: FeedSource = {
  entries: [
    entry('newer', '2025-07-20', {
      title: 'Tom & Jerry <3 privacy',
      categories: ['privacy', 'zero-log'],
      // A body as feedSources renders it for the feed.
      html: renderMarkdown('See [sign up](/signup), [why](#why) and [this](https://example.org/x).', {
        address: feedAddress('https://masky.example', 'https://masky.example/blog/newer'),
      }).html,
    }),
    entry('older', '2025-06-28'),
  ],
  site: {
    siteUrl: 'https://masky.example',
    product: 'Test Product',
    language: 'en',
    footer: {
      blurb: 'Private.',
      linksHeading: 'Places to go',
      links: [],
      socialHeading: 'Elsewhere',
      copyright: 'Copyright line of the test.',
      offlineCopy: 'An offline copy of the test, made on {date}. The test itself:',
    },
  },
  settings: { title: 'The test blog', description: 'News from the test.' },
  paths: { list: '/blog', rss: '/blog/feed.xml', atom: '/blog/atom.xml' },
};

// Elements that may repeat are always arrays, so a feed of one post reads the same as a feed of many.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, path) =>
    [
      'rss.channel.item',
      'rss.channel.item.category',
      'rss.channel.atom:link',
      'feed.link',
      'feed.entry',
      'feed.entry.link',
      'feed.entry.category',
    ].includes(String(path)),
});

describe('feedTexts', () => {
  const { rss, atom } = feedTexts(source);

  it('writes well-formed XML', () => {
    expect(XMLValidator.validate(rss)).toBe(true);
    expect(XMLValidator.validate(atom)).toBe(true);
  });

  it('writes an RSS 2.0 channel with every post in full, newest first', () => {
    const { rss: root } = parser.parse(rss);
    expect(root['@version']).toBe('2.0');
    const { channel } = root;
    expect(channel.title).toBe('The test blog');
    expect(channel.link).toBe('https://masky.example/blog');
    expect(channel.description).toBe('News from the test.');
    expect(channel.language).toBe('en');
    expect(channel['atom:link'][0]['@href']).toBe('https://masky.example/blog/feed.xml');
    expect(channel.lastBuildDate).toBe('Sun, 20 Jul 2025 00:00:00 GMT');
    const [first, second] = channel.item;
    expect(first.title).toBe('Tom & Jerry <3 privacy');
    expect(first.link).toBe('https://masky.example/blog/newer');
    expect(first.guid).toEqual({ '#text': 'https://masky.example/blog/newer', '@isPermaLink': 'true' });
    expect(first.pubDate).toBe('Sun, 20 Jul 2025 00:00:00 GMT');
    expect(first.description).toBe('Summary of newer.');
    expect(first['content:encoded']).toContain('<a href="https://masky.example/signup">sign up</a>');
    expect(first.category).toEqual(['privacy', 'zero-log']);
    expect(second.link).toBe('https://masky.example/blog/older');
    expect(second['content:encoded']).toBe('<p>Body of older.</p>');
  });

  it('writes an Atom feed with an id, an author and every post in full, newest first', () => {
    const { feed } = parser.parse(atom);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://masky.example/blog');
    expect(feed.title).toBe('The test blog');
    expect(feed.updated).toBe('2025-07-20T00:00:00.000Z');
    expect(feed.author.name).toBe('Test Product');
    expect(feed.link).toEqual([
      { '@rel': 'alternate', '@href': 'https://masky.example/blog' },
      { '@rel': 'self', '@href': 'https://masky.example/blog/atom.xml' },
    ]);
    const [first, second] = feed.entry;
    expect(first.id).toBe('https://masky.example/blog/newer');
    expect(first.title['#text']).toBe('Tom & Jerry <3 privacy');
    expect(first.link).toEqual([{ '@href': 'https://masky.example/blog/newer' }]);
    expect(first.updated).toBe('2025-07-20T00:00:00.000Z');
    expect(first.published).toBe('2025-07-20T00:00:00.000Z');
    expect(first.content['@type']).toBe('html');
    expect(first.content['#text']).toContain('<a href="https://masky.example/blog/newer#why">why</a>');
    expect(first.category.map((category: { '@term': string }) => category['@term'])).toEqual([
      'privacy',
      'zero-log',
    ]);
    expect(second.id).toBe('https://masky.example/blog/older');
  });

  it('stays valid with no post at all', () => {
    const empty = feedTexts({ ...source, entries: [] });
    expect(XMLValidator.validate(empty.rss)).toBe(true);
    expect(parser.parse(empty.atom).feed.entry).toBeUndefined();
  });

  describe('with no post at all, built at two moments', () => {
    afterEach(() => vi.useRealTimers());

    it('is the same feed, dated by no clock', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
      const first = feedTexts({ ...source, entries: [] });
      vi.setSystemTime(new Date('2027-06-07T08:09:10Z'));
      const second = feedTexts({ ...source, entries: [] });
      expect(second).toEqual(first);
      expect(parser.parse(second.rss).rss.channel.lastBuildDate).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    });
  });
});

describe('a body as a feed writes it', () => {
  it('gives addresses in the site full addresses, and leaves other addresses alone', () => {
    const address = feedAddress('https://masky.example', 'https://masky.example/blog/p');
    expect(
      ['/signup', '/m.png', '#x', '//cdn.example/y', 'https://o.example/', 'mailto:a@b.c'].map(address),
    ).toEqual([
      'https://masky.example/signup',
      'https://masky.example/m.png',
      'https://masky.example/blog/p#x',
      '//cdn.example/y',
      'https://o.example/',
      'mailto:a@b.c',
    ]);
  });

  it('writes an entry’s links, its parts and its picture’s copies whole, from the body’s one parse', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'masky-feeds-'));
    try {
      await copyContent(dir);
      const post = await writeLinkingPost(dir);
      const { content, problems } = await loadContent({ root: dir });
      expect(problems).toEqual([]);
      const { siteUrl } = content!.site;
      const entry = feedSources(content!)
        .flatMap((source) => source.entries)
        .find((each) => each.url === post.url)!;
      expect(entry.html).toContain(`href="${siteUrl}${post.page}"`);
      expect(entry.html).toContain(`href="${siteUrl}${post.url}#${post.part}"`);
      expect(entry.html).toContain(`srcset="${siteUrl}${path.posix.dirname(post.picture)}/`);
      // No address in the site is left for a feed reader to resolve against its own.
      expect(entry.html).not.toMatch(/(?:href|src|srcset)="[/#]|, \//);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
