import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, type Content } from '../../schemas';
import { buildSite } from '../build';
import { todayIso } from '../content/store';
import { recordNewWording } from '../../tools/test/legal-version';
import { copyProject } from '../../tools/test/project-copy';
import { publishedContent, visibleText } from '../../tools/test/site-copy';
import { isEditorPage } from '../cms/pages';
import { relativeAddress } from '../../shared/paths';

// A post an editor adds, dated `date`: one tag the site already has, and one that is new.
const NEW_POST = (tag: string, date: string) => `---
title: Running the VPN on a Router
date: ${date}
summary: Protect every device in your home at once by running the VPN on your router.
tags: [${tag}, routers]
---

Your smart TV cannot run a VPN app. Your router can.

## What you need

A router that runs OpenWrt, and ten minutes.
`;
const NEW_ID = 'running-the-vpn-on-a-router';
// A post an editor schedules: dated after every post of the site, and after the day of the build.
const SCHEDULED_ID = 'a-post-for-later';
const SCHEDULED_POST = `---
title: A Post for Later
date: 2099-01-01
summary: A post that waits for its day.
tags: [routers]
---

Its day has not come.
`;
// The words an editor gives the privacy policy's opening paragraph.
const REWORDED = 'An editor rewrote this opening paragraph.';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, jpath) =>
    ['rss.channel.item', 'feed.entry', 'feed.entry.link', 'urlset.url'].includes(String(jpath)),
});

/** Every HTML file of a build, as the URL it is served at. */
async function prerenderedUrls(out: string): Promise<string[]> {
  const files = (await readdir(out, { recursive: true })).filter(
    (file) => file.endsWith('index.html') && !isEditorPage(file),
  );
  return files.map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/')).sort();
}

/** The canonical address a page names, when it names one. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];

const NOINDEX = '<meta name="robots" content="noindex" />';

/**
 * The site as an editor publishes it: in a copy of the project, the editor adds a post dated today and
 * one dated 2099, shows two posts a page on the blog, rewords the privacy policy's first paragraph
 * (recording the new wording, as a guarded text asks) and changes a server's latency, then builds
 * once. Every edit is content: no code is touched.
 */
describe('the published blog, after an editor adds a post and builds', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let out: string;
  let content: Content;
  let site: string;
  let previousNewest: Content['posts'][number];
  let firstServer: Content['servers'][number];
  const read = (file: string) => readFile(path.join(out, file), 'utf8');
  const page = (url: string) => read(url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);

  beforeAll(async () => {
    project = await copyProject();
    out = path.join(project.dir, 'out');
    const before = await publishedContent(project.dir);
    [previousNewest] = before.posts;
    [firstServer] = before.servers;
    const edit = async (file: string, change: (text: string) => string) => {
      const full = path.join(project.dir, file);
      await writeFile(full, change(await readFile(full, 'utf8')));
    };
    await writeFile(
      path.join(project.dir, `content/blog/${NEW_ID}.md`),
      NEW_POST(previousNewest.tags[0], todayIso()),
    );
    await writeFile(path.join(project.dir, `content/blog/${SCHEDULED_ID}.md`), SCHEDULED_POST);
    await edit('content/pages/blog.yaml', (text) => text.replace(/^pageSize: \d+$/m, 'pageSize: 2'));
    await edit('content/legal/privacy-policy.md', (text) => {
      // The first paragraph of the body gets new words, as an editor would write them.
      const [frontMatter, body] = text.split(/\n---\n/);
      const paragraph = body
        .split('\n\n')
        .find((block) => /^[A-Z{]/.test(block.trim()))!
        .trim();
      return `${frontMatter}\n---\n${body.replace(paragraph, REWORDED)}`;
    });
    // The policy's wording is guarded: the editor records the new wording as a new version.
    await recordNewWording(project.dir, 'content/legal/privacy-policy.md');
    await edit('content/servers.yaml', (text) =>
      text.replace(`latency: ${firstServer.latency}\n`, `latency: ${firstServer.latency + 1000}\n`),
    );
    // The test reads the public site alone, so the hosted editor, most of a build's time, is left out.
    await buildSite(project.dir, out, { editor: false });
    content = await publishedContent(project.dir);
    site = content.site.siteUrl;
  }, 300_000);

  afterAll(async () => {
    await project?.remove();
  });

  it('leaves a post dated after the day of the build out of the site', async () => {
    expect(await prerenderedUrls(out)).not.toContain(`/blog/${SCHEDULED_ID}`);
    expect(content.posts.map((post) => post.id)).not.toContain(SCHEDULED_ID);
  });

  it('follows the edits of the privacy policy and the server list, with no code touched', async () => {
    expect(visibleText(await page('/privacypolicy'))).toContain(REWORDED);
    expect(visibleText(await page('/server'))).toContain(
      fillPlaceholders(
        content.serverPage.latency,
        { latency: firstServer.latency + 1000 },
        content.site.locale,
      ),
    );
  });

  describe('once its day has come', () => {
    it('lists the new post first on the blog, linking to its page', async () => {
      const list = await page('/blog');
      expect(list).toContain(`<a href="${relativeAddress(`/blog/${NEW_ID}`, '/blog')}"`);
      const text = visibleText(list);
      expect(text.indexOf('Running the VPN on a Router')).toBeLessThan(text.indexOf(previousNewest.title));
    });

    it('gives the new post its own page, with its body, reading time and link to the post before it', async () => {
      const post = await page(`/blog/${NEW_ID}`);
      expect(post).toContain('<h1>Running the VPN on a Router</h1>');
      expect(post).toContain('<h2 id="what-you-need">What you need</h2>');
      expect(visibleText(post)).toContain(fillPlaceholders(content.blogPage.readingTime, { minutes: 1 }));
      expect(post).toContain(`rel="prev" href="${relativeAddress(previousNewest.url, `/blog/${NEW_ID}`)}"`);
      expect(post).toContain(`<link rel="canonical" href="${site}/blog/${NEW_ID}" />`);
      expect(post).toContain('<meta property="og:type" content="article" />');
      // The post that used to be the newest now leads on to it.
      expect(await page(previousNewest.url)).toContain(
        `rel="next" href="${relativeAddress(`/blog/${NEW_ID}`, previousNewest.url)}"`,
      );
    });

    it('lists the new post on the page of each of its tags, the new tag included', async () => {
      for (const tag of [previousNewest.tags[0], 'routers']) {
        const tagPage = await page(`/blog/tag/${tag}`);
        expect(tagPage, tag).toContain(`<a href="${relativeAddress(`/blog/${NEW_ID}`, `/blog/tag/${tag}`)}"`);
        expect(visibleText(tagPage), tag).toContain(
          fillPlaceholders(content.blogPage.tagPage.heading, { tag }),
        );
      }
      expect(visibleText(await page('/blog/tag/routers'))).not.toContain(previousNewest.title);
    });

    it('carries every post in full in both feeds, and every item leads to a prerendered page', async () => {
      const urls = new Set(await prerenderedUrls(out));
      const rssText = await read('blog/feed.xml');
      const atomText = await read('blog/atom.xml');
      expect(XMLValidator.validate(rssText)).toBe(true);
      expect(XMLValidator.validate(atomText)).toBe(true);

      const { rss } = parser.parse(rssText);
      expect(rss['@version']).toBe('2.0');
      expect(rss.channel.title).toBe(content.blogPage.feed.title);
      const items: { title: string; link: string; 'content:encoded': string }[] = rss.channel.item;
      expect(items).toHaveLength(content.posts.length);
      expect(items[0].title).toBe('Running the VPN on a Router');
      expect(items[0]['content:encoded']).toContain(
        '<p>Your smart TV cannot run a VPN app. Your router can.</p>',
      );
      for (const item of items) expect(urls, item.link).toContain(item.link.slice(site.length));

      const { feed } = parser.parse(atomText);
      expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
      const entries: { id: string; link: { '@href': string }[]; content: { '#text': string } }[] = feed.entry;
      expect(entries.map((entry) => entry.id)).toEqual(items.map((item) => item.link));
      expect(entries[0].content['#text']).toContain('A router that runs OpenWrt, and ten minutes.');
    });

    it('lists exactly the prerendered pages in the sitemap, the new post and tag included', async () => {
      const sitemap = await read('sitemap.xml');
      expect(XMLValidator.validate(sitemap)).toBe(true);
      const entries: {
        loc: string;
        lastmod?: string;
        'xhtml:link': { '@hreflang': string; '@href': string }[];
      }[] = parser.parse(sitemap).urlset.url;
      const { languages } = content;
      // Pages that ask search engines to leave them out, such as a legal text's recorded versions, are
      // not listed, nor a page shown in English for want of a translation, which names the English page.
      const listed = [];
      for (const url of await prerenderedUrls(out))
        if (canonicalOf(await page(url)) === `${site}${url}`) listed.push(url);
      expect(entries.map((entry) => entry.loc.slice(site.length)).sort()).toEqual(listed);
      const newest = content.posts[0].date;
      const listedAs = (loc: string, lastmod: string) => expect.objectContaining({ loc, lastmod });
      expect(entries).toContainEqual(listedAs(`${site}/blog/${NEW_ID}`, newest));
      expect(entries).toContainEqual(listedAs(`${site}/blog/tag/routers`, newest));
      expect(entries).toContainEqual(listedAs(`${site}/blog`, newest));
      expect(entries).toContainEqual(listedAs(`${site}/terms`, content.terms.lastUpdated));
      // Each page names itself in every language, and x-default, its English page.
      const tags = [...languages.map((language) => language.tag), 'x-default'];
      for (const entry of entries) {
        const english =
          entry.loc.slice(site.length).replace(new RegExp(`^/(${tags.join('|')})(?=/|$)`), '') || '/';
        const links = entry['xhtml:link'].map((link) => [link['@hreflang'], link['@href']]);
        expect(links, entry.loc).toEqual(
          tags.map((tag) => [
            tag,
            `${site}${tag === 'x-default' || tag === languages[0].tag ? english : `/${tag}${english === '/' ? '' : english}`}`,
          ]),
        );
        expect(
          links.map(([, href]) => href),
          entry.loc,
        ).toContain(entry.loc);
      }
      expect(await read('robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
    });

    it('names its canonical address, the feeds and the share picture in the head of every page', async () => {
      for (const url of await prerenderedUrls(out)) {
        const html = await page(url);
        // A page search engines should leave out names no canonical address.
        if (html.includes(NOINDEX)) expect(html, url).not.toContain('rel="canonical"');
        else if (html.includes('data-translation="missing"'))
          expect(canonicalOf(html), url).toBe(`${site}${url.replace(/^\/[^/]+/, '') || '/'}`);
        else expect(canonicalOf(html), url).toBe(`${site}${url}`);
        // Every page names the feeds relative to itself but the not-found page, which is served at any depth.
        const linked = (target: string) => (url.endsWith('/404') ? target : relativeAddress(target, url));
        expect(html, url).toContain(
          `type="application/rss+xml" title="${content.blogPage.feed.title}" href="${linked('/blog/feed.xml')}"`,
        );
        expect(html, url).toContain(
          `type="application/atom+xml" title="${content.blogPage.feed.title}" href="${linked('/blog/atom.xml')}"`,
        );
        expect(html, url).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
        expect(html, url).toContain(`<meta property="og:image" content="${site}/share.png" />`);
      }
      const notFound = await read('404.html');
      expect(notFound).toContain('<meta name="robots" content="noindex" />');
      expect(notFound).not.toContain('rel="canonical"');
      const png = await readFile(path.join(out, 'share.png'));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  });

  describe('with a page size smaller than the blog', () => {
    it('pages the list: each page shows its posts and leads to the pages beside it', async () => {
      const pages = Math.ceil(content.posts.length / 2);
      expect(pages).toBeGreaterThan(1);
      const first = await page('/blog');
      expect(first).toContain(`rel="next" href="${relativeAddress('/blog/page/2', '/blog')}"`);
      expect(first).not.toContain('rel="prev"');
      const second = await page('/blog/page/2');
      const text = visibleText(second);
      for (const post of content.posts.slice(2, 4)) expect(text).toContain(post.title);
      expect(text).not.toContain(content.posts[0].title);
      expect(second).toContain(`rel="prev" href="${relativeAddress('/blog', '/blog/page/2')}"`);
      expect(text).toContain(fillPlaceholders(content.blogPage.pagination.status, { page: 2, pages }));
      expect(second).toContain(
        `<title>${fillPlaceholders(content.blogPage.pagination.pageTitle, { title: content.blogPage.meta.title, page: 2 })}</title>`,
      );
      const urls = await prerenderedUrls(out);
      expect(urls).toContain(`/blog/page/${pages}`);
      expect(urls).not.toContain('/blog/page/1');
      expect(urls).not.toContain(`/blog/page/${pages + 1}`);
    });
  });
});
