import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { copyProject } from '../test/project-copy';

const SITE = 'https://masky.example';

// A post an editor adds: one tag the site already has, and one that is new.
const NEW_POST = `---
title: Masky VPN Now Runs on Routers
date: 2025-08-01
summary: Protect every device in your home at once by running Masky VPN on your router.
tags: [privacy, routers]
---

Your smart TV cannot run a VPN app. Your router can.

## What you need

A router that runs OpenWrt, and ten minutes.
`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, jpath) =>
    ['rss.channel.item', 'feed.entry', 'feed.entry.link', 'urlset.url'].includes(String(jpath)),
});

/** Every HTML file of a build, as the URL it is served at; `404.html` is the not-found page. */
async function prerenderedUrls(out: string): Promise<string[]> {
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('index.html'));
  return files.map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/')).sort();
}

describe('the published blog, after an editor adds a post and builds', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let out: string;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    project = await copyProject();
    out = path.join(project.dir, 'out');
    await writeFile(path.join(project.dir, 'content/blog/masky-on-routers.md'), NEW_POST);
    await buildSite(out, project.dir);
  }, 180_000);

  afterAll(async () => {
    await project?.remove();
  });

  it('lists the new post first on the blog, linking to its page', async () => {
    const list = await read('blog/index.html');
    expect(list).toContain('<a href="/blog/masky-on-routers"');
    expect(list.indexOf('Masky VPN Now Runs on Routers')).toBeLessThan(
      list.indexOf('Why a Zero-Log Policy Matters'),
    );
  });

  it('gives the new post its own page, with its body, reading time and link to the post before it', async () => {
    const page = await read('blog/masky-on-routers/index.html');
    expect(page).toContain('<h1>Masky VPN Now Runs on Routers</h1>');
    expect(page).toContain('<h2 id="what-you-need">What you need</h2>');
    expect(page).toContain('1 min read');
    expect(page).toContain('rel="prev" href="/blog/why-zero-log-matters"');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/masky-on-routers" />`);
    expect(page).toContain('<meta property="og:type" content="article" />');
    // The post that used to be the newest now leads on to it.
    expect(await read('blog/why-zero-log-matters/index.html')).toContain(
      'rel="next" href="/blog/masky-on-routers"',
    );
  });

  it('lists the new post on the page of each of its tags, the new tag included', async () => {
    for (const tag of ['privacy', 'routers']) {
      const page = await read(`blog/tag/${tag}/index.html`);
      expect(page, tag).toContain('<a href="/blog/masky-on-routers"');
      expect(page, tag).toContain(`Posts tagged “${tag}”`);
    }
    expect(await read('blog/tag/routers/index.html')).not.toContain('Why a Zero-Log Policy Matters');
  });

  it('carries the new post in full in both feeds, and every item leads to a prerendered page', async () => {
    const urls = new Set(await prerenderedUrls(out));
    const rssText = await read('blog/feed.xml');
    const atomText = await read('blog/atom.xml');
    expect(XMLValidator.validate(rssText)).toBe(true);
    expect(XMLValidator.validate(atomText)).toBe(true);

    const { rss } = parser.parse(rssText);
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Masky VPN Blog');
    const items: { title: string; link: string; 'content:encoded': string }[] = rss.channel.item;
    expect(items).toHaveLength(4);
    expect(items[0].title).toBe('Masky VPN Now Runs on Routers');
    expect(items[0]['content:encoded']).toContain(
      '<p>Your smart TV cannot run a VPN app. Your router can.</p>',
    );
    for (const item of items) {
      expect(item.link.startsWith(SITE)).toBe(true);
      expect(urls, item.link).toContain(item.link.slice(SITE.length));
    }

    const { feed } = parser.parse(atomText);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries: { id: string; link: { '@href': string }[]; content: { '#text': string } }[] = feed.entry;
    expect(entries.map((entry) => entry.id)).toEqual(items.map((item) => item.link));
    expect(entries[0].content['#text']).toContain('A router that runs OpenWrt, and ten minutes.');
    for (const entry of entries) expect(urls).toContain(entry.link[0]['@href'].slice(SITE.length));
  });

  it('lists exactly the prerendered pages in the sitemap, the new post and tag included', async () => {
    const sitemap = await read('sitemap.xml');
    expect(XMLValidator.validate(sitemap)).toBe(true);
    const entries: { loc: string; lastmod?: string }[] = parser.parse(sitemap).urlset.url;
    const listed = entries.map((entry) => entry.loc.slice(SITE.length)).sort();
    expect(listed).toEqual(await prerenderedUrls(out));
    expect(entries).toContainEqual({ loc: `${SITE}/blog/masky-on-routers`, lastmod: '2025-08-01' });
    expect(entries).toContainEqual({ loc: `${SITE}/blog/tag/routers`, lastmod: '2025-08-01' });
    expect(entries).toContainEqual({ loc: `${SITE}/blog`, lastmod: '2025-08-01' });
    expect(entries).toContainEqual({ loc: `${SITE}/terms`, lastmod: '2025-07-25' });
    expect(await read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('publishes the share image that the pages name', async () => {
    const png = await readFile(path.join(out, 'share.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('names its canonical address and both feeds in the head of every page', async () => {
    for (const url of await prerenderedUrls(out)) {
      const page = await read(url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);
      expect(page, url).toContain(`<link rel="canonical" href="${SITE}${url}" />`);
      expect(page, url).toContain('type="application/rss+xml" title="Masky VPN Blog" href="/blog/feed.xml"');
      expect(page, url).toContain('type="application/atom+xml" title="Masky VPN Blog" href="/blog/atom.xml"');
      expect(page, url).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(page, url).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
      expect(page, url).toContain(`<meta property="og:image" content="${SITE}/share.png" />`);
      expect(page, url).toMatch(/<meta property="og:image:alt" content="Masky, a raccoon[^"]+" \/>/);
    }
    const notFound = await read('404.html');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });
});
