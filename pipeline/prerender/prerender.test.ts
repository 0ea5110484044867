import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, type Content } from '../../schemas';
import { formatDate } from '../../src/lib/format';
import { isEditorPage } from '../cms/pages';
import { securityHeaders } from '../security/headers';
import { createStaticServer } from '../../tools/serve/static-server';
import { publishedContent, squash, visibleText } from '../../tools/test/site-copy';
import { ensureTestBuild } from '../../tools/test/test-build';

/**
 * The words each page must show before any script runs, read from the content an editor wrote:
 * an edit of the copy changes what is expected, never whether the test passes.
 */
const COPY: Record<string, (c: Content) => string[]> = {
  '/': (c) => [
    c.homePage.hero.title,
    ...c.homePage.hero.bullets,
    ...c.homePage.hero.stats.flatMap((stat) => [stat.value, stat.label]),
    ...c.homePage.features.cards.map((card) => card.title),
    ...c.plans.flatMap((plan) => [
      plan.name,
      plan.price,
      ...(plan.badge ? [plan.badge] : []),
      plan.cta.label,
    ]),
    c.site.header.trialBadge,
    c.site.header.tokenLink.label,
  ],
  '/signup': (c) => [
    c.signupPage.heading,
    c.signupPage.googleButton,
    ...Object.values(c.signupPage.fields).map((field) => field.label),
    c.signupPage.submit,
  ],
  '/login': (c) => [
    c.loginPage.heading,
    c.loginPage.googleButton,
    ...Object.values(c.loginPage.fields).map((field) => field.label),
    c.loginPage.submit,
  ],
  '/blog': (c) => [
    c.blogPage.heading,
    ...c.posts.slice(0, c.blogPage.pageSize).map((post) => post.title),
    c.blogPage.readMore,
  ],
  '/support': (c) => [c.supportPage.heading, ...c.supportPage.cards.map((card) => card.title)],
  '/privacypolicy': (c) => [
    c.privacyPolicy.title,
    formatDate(c.privacyPolicy.lastUpdated, c.site.locale),
    ...c.privacyPolicy.headings.map((heading) => heading.text),
    c.privacyPolicy.footer,
  ],
  '/about': (c) => [
    c.aboutPage.heading,
    ...c.aboutPage.blurbs.map((blurb) => blurb.title),
    c.aboutPage.trial.heading,
  ],
  '/contact-us': (c) => [
    c.contactPage.heading,
    c.contactPage.submit,
    c.site.email,
    c.site.phone,
    c.contactPage.motto,
    ...c.site.social.map((link) => link.label),
  ],
  '/terms': (c) => [
    c.terms.title,
    formatDate(c.terms.lastUpdated, c.site.locale),
    ...c.terms.headings.map((heading) => heading.text),
    c.terms.footer,
  ],
  '/download': (c) => [
    c.downloadPage.heading,
    ...c.platforms.map((platform) =>
      fillPlaceholders(c.downloadPage.buttonLabel, { platform: platform.title }),
    ),
  ],
  // Before any script runs, the setup page is a guide with every step; scripts make it a wizard.
  '/setup': (c) => [c.setupPage.heading, ...c.setupSteps.flatMap((step) => [step.title, step.description])],
  '/status': (c) => [
    c.statusPage.heading,
    c.planStatus.name,
    c.planStatus.status,
    formatDate(c.planStatus.startedOn, c.site.locale),
    formatDate(c.planStatus.renewsOn, c.site.locale),
    c.planStatus.price,
    ...c.planStatus.features,
  ],
  '/server': (c) =>
    c.servers.flatMap((server) => [
      server.country,
      fillPlaceholders(c.serverPage.latency, { latency: server.latency }),
    ]),
};

/**
 * The project's own site as the tests' one build holds it (tools/test/test-build.ts), which this
 * file only reads. What an edit of the content does to the next build is tested on a copy of the
 * project, in pipeline/seo/published-site.test.ts.
 */
describe('the prerendered site', () => {
  let out: string;
  let base: string;
  let close: () => void;
  /** Every page the build wrote (the editor's pages aside), as its file relative to the build. */
  let pages: string[];
  let content: Content;
  const root = path.resolve(import.meta.dirname, '../..');
  const html = (file: string) => readFile(path.join(out, file), 'utf8');
  const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

  beforeAll(async () => {
    ({ dir: out } = await ensureTestBuild());
    pages = (await readdir(out, { recursive: true }))
      .filter((file) => file.endsWith('.html') && !isEditorPage(file))
      .sort();
    content = await publishedContent(root);
    const server = createStaticServer(out).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  }, 300_000);

  afterAll(() => {
    close?.();
  });

  it.each(Object.entries(COPY))(
    '%s shows its copy, with its own title and description',
    async (route, copyOf) => {
      const page = await html(fileOf(route));
      const text = visibleText(page);
      for (const words of copyOf(content)) expect(text, route).toContain(squash(words));
      expect(page).toMatch(/<title>[^<]+<\/title>/);
      expect(page).toMatch(/<meta name="description" content="[^"]+"/);
    },
  );

  it('writes a page for every address the content makes, each titled differently in its language', async () => {
    expect(pages).toEqual(
      expect.arrayContaining(
        [...Object.keys(COPY), ...content.posts.map((post) => post.url)].map(fileOf).concat('404.html'),
      ),
    );
    // The site's own pages, and each language's, are titled differently from the others of their language.
    const byLanguage = new Map<string, string[]>();
    for (const page of pages.filter((file) => path.basename(file) !== '404.html')) {
      const text = await html(page);
      const key = /<html lang="([^"]+)"/.exec(text)![1];
      byLanguage.set(key, [...(byLanguage.get(key) ?? []), /<title>([^<]+)<\/title>/.exec(text)![1]]);
    }
    for (const [language, titles] of byLanguage) {
      const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
      expect(repeated, language).toEqual([]);
    }
  });

  it('preloads the Persian typeface on Persian pages only, the same file their stylesheet declares', async () => {
    const preloads = (page: string) =>
      [...page.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    const persian = preloads(await html('fa/index.html'));
    expect(persian).toHaveLength(1);
    // The page names the font relative to its own file, fa/index.html; the stylesheet, beside the font.
    const file = path.posix.relative('assets', path.posix.join('fa', persian[0]));
    const css = await Promise.all(
      (await readdir(path.join(out, 'assets')))
        .filter((name) => name.endsWith('.css'))
        .map((name) => html(`assets/${name}`)),
    );
    expect(css.join('\n')).toContain(`url(${file})`);
    expect(preloads(await html('index.html'))).toEqual([]);
    expect(preloads(await html('ru/index.html'))).toEqual([]);
  });

  it('opens an email with the subject the plan names for a plan that asks to be contacted', async () => {
    const page = await html('index.html');
    for (const plan of content.plans) {
      if (plan.cta.action.type !== 'email') continue;
      expect(page).toContain(
        `href="mailto:${content.site.email}?subject=${encodeURIComponent(plan.cta.action.subject)}`,
      );
    }
  });

  it('writes each post with its body, and the headings get their ids', async () => {
    for (const post of content.posts) {
      const page = await html(fileOf(post.url));
      for (const heading of post.headings) expect(page).toContain(`<h${heading.depth} id="${heading.id}">`);
    }
  });

  it('serves clean URLs and the not-found page with status 404 for unknown paths', async () => {
    const terms = await fetch(`${base}/terms`);
    expect(terms.status).toBe(200);
    expect(visibleText(await terms.text())).toContain(content.terms.title);
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    const text = visibleText(await missing.text());
    expect(text).toContain(content.notFoundPage.heading);
    expect(text).toContain(content.notFoundPage.homeLink.label);
  });

  it('sends every security header of the deploy configs with each page, as a static host does', async () => {
    for (const url of ['/', '/server', '/no-such-page', '/favicon.svg']) {
      const response = await fetch(`${base}${url}`);
      for (const { name, value } of securityHeaders(content.site)) {
        expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('inlines no script: the pages load modules of the site only, beside an island’s props as inert JSON', async () => {
    for (const page of pages) {
      expect(await html(page), page).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
    }
  });

  it('loads script only where there is something to use, and every script is a file the build wrote', async () => {
    const scriptsOf = (page: string) => [
      ...page.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
    ];
    // A post, a legal text and the blog have nothing to use but links.
    for (const url of [content.posts[0].url, '/privacypolicy', '/blog']) {
      expect(scriptsOf(await html(fileOf(url))), url).toEqual([]);
    }
    const server = await html('server/index.html');
    expect(server).toMatch(/<script type="module" src="\.\.\/assets\/server-explorer-[\w-]+\.js">/);
    for (const [, url] of scriptsOf(server)) {
      expect((await fetch(new URL(url, `${base}/server/`))).status, url).toBe(200);
    }
  });
});
