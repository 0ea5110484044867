/**
 * One build that works from any address (issues 33 and 42): the same folder served under a random
 * path prefix, as a storage bucket, an IPFS gateway or a mirror's nginx serves it, by a host that
 * redirects a folder's address to its slash as all of them do (tools/serve/static-server.ts). Every
 * link and file a page names must resolve there, by the specification's own addresses (`/signup`,
 * `/#pricing`, a logo that leads to the root), which end in their slash and never name index.html.
 * The not-found page, which a host serves for any unknown address at any depth, names the site's
 * files from the domain's root, and the mirror's host puts its prefix in front of them, as the
 * README's mirror guide has nginx do.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import { fillPlaceholders } from '../schemas';
import { createStaticServer } from '../tools/serve/static-server';
import { e2eDist } from './env';
import { test as base, expect, waitForHydration } from './fixtures';
import { allAddresses, content, languages } from './site-routes';

/** The site's folder served under a random prefix, once per worker; the tests' base address is its root. */
const test = base.extend<object, { prefixed: string }>({
  prefixed: [
    // The host depends on no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const prefix = `m-${randomBytes(6).toString('hex')}`;
      const server = createStaticServer(path.resolve(e2eDist), { prefix });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}/${prefix}/`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ prefixed }, use) => {
    await use(prefixed);
  },
});

/** The folder of a page, relative to the site's root: '' for /, 'fa/about/' for /fa/about. */
const folderOf = (url: string) => (url === '/' ? '' : `${url.slice(1)}/`);

/** Every address a page's markup names: links, stylesheets, preloads, scripts, pictures. */
function addressesIn(html: string): string[] {
  const document = parse(html);
  return [
    ...document.querySelectorAll('a[href], link[href]').map((element) => element.getAttribute('href')!),
    ...document
      .querySelectorAll('script[src], img[src], source[src]')
      .map((element) => element.getAttribute('src')!),
  ];
}

/** Where a page's links lead that a host of the site would answer, without the #section. */
function siteTargets(html: string, pageUrl: string, root: string): { inside: string[]; outside: string[] } {
  const inside: string[] = [];
  const outside: string[] = [];
  for (const href of addressesIn(html)) {
    const target = new URL(href, pageUrl);
    if (target.origin !== new URL(root).origin) continue;
    target.hash = '';
    (target.href.startsWith(root) ? inside : outside).push(`${href} → ${target.href}`);
  }
  return { inside, outside };
}

/**
 * The links of a page that name a page by its file, or lead to a page of the site without its slash
 * (an address whose last part has no dot): both cost the reader the specification's address.
 */
function unclean(html: string, pageUrl: string, root: string): string[] {
  return siteTargets(html, pageUrl, root).inside.filter((link) => {
    const { pathname } = new URL(link.split(' → ')[1]);
    const last = pathname.split('/').at(-1)!;
    return last === 'index.html' || (last !== '' && !last.includes('.'));
  });
}

/** Fetches each address once, a few at a time, and returns those that do not answer 200. */
async function unreachable(request: APIRequestContext, urls: Iterable<string>): Promise<string[]> {
  const queue = [...urls];
  const failed: string[] = [];
  const worker = async () => {
    for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
      const status = (await request.get(url, { maxRedirects: 0 })).status();
      if (status !== 200) failed.push(`${url} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failed;
}

/**
 * Whether the site's stylesheet applies to the page: the page's background colour comes from a
 * custom property only the stylesheet sets, and the body loses the browser's own 8 px margin. The
 * header's display proves nothing: it is `block` with or without the stylesheet.
 */
async function expectStyled(page: Page) {
  const style = () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement).getPropertyValue('--bg').trim();
      return { bg: root !== '', bodyMargin: getComputedStyle(document.body).marginTop };
    });
  await expect.poll(style, { message: `the stylesheet applies on ${page.url()}` }).toEqual({
    bg: true,
    bodyMargin: '0px',
  });
}

test('under a path prefix, every page in every language names only files the copy serves, by clean addresses', async ({
  request,
  baseURL,
}) => {
  const root = baseURL!;
  const targets = new Set<string>();
  const escaped: string[] = [];
  const files: string[] = [];
  for (const { url } of allAddresses) {
    const pageUrl = `${root}${folderOf(url)}`;
    const response = await request.get(pageUrl);
    expect(response.status(), pageUrl).toBe(200);
    const html = await response.text();
    const { inside, outside } = siteTargets(html, pageUrl, root);
    escaped.push(...outside.map((link) => `${url}: ${link}`));
    files.push(...unclean(html, pageUrl, root).map((link) => `${url}: ${link}`));
    for (const link of inside) targets.add(link.split(' → ')[1]);
  }
  expect(escaped, 'links that leave the prefix').toEqual([]);
  expect(files, 'links that name index.html or lack their slash').toEqual([]);
  // The fonts and pictures the stylesheets name resolve from the stylesheet's own address.
  for (const sheet of [...targets].filter((target) => target.endsWith('.css'))) {
    const css = await (await request.get(sheet)).text();
    for (const [, address] of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      if (!address.startsWith('#') && !address.startsWith('data:')) targets.add(new URL(address, sheet).href);
    }
  }
  expect(await unreachable(request, targets)).toEqual([]);
  // A walk that found nothing would pass for the wrong reason.
  expect(allAddresses.length).toBeGreaterThan(40);
  expect([...targets].filter((target) => target.endsWith('.woff2')).length).toBeGreaterThan(0);
  expect(targets.size).toBeGreaterThan(allAddresses.length);
});

test('under a path prefix, a reader who types a page’s address without its slash lands on the page, styled, in every language', async ({
  page,
  baseURL,
}) => {
  const root = baseURL!;
  // A page load and a redirect for each page, however many the site has: the budget is per page.
  test.setTimeout(allAddresses.length * 3_000);
  for (const { url } of allAddresses) {
    // The address as a reader shares it, /p/fa/about, which the host redirects to /p/fa/about/.
    await page.goto(url === '/' ? root.slice(0, -1) : `${root}${url.slice(1)}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(page.url(), url).toBe(`${root}${folderOf(url)}`);
    await expectStyled(page);
  }
});

test('under a path prefix, each language’s pages load whole and their islands hydrate', async ({ page }) => {
  // Four pages a language and the server page's search: the budget is per page, so a busy machine
  // slows the walk without cutting it short.
  test.setTimeout((languages.length * 4 + 2) * 6_000);
  for (const language of languages) {
    const base = language === languages[0] ? '' : `${language.language.tag}/`;
    for (const address of ['', 'server/', 'setup/', 'contact-us/']) {
      await page.goto(`${base}${address}`);
      await waitForHydration(page);
      await expectStyled(page);
    }
  }
  // The Persian pages' typeface, which the stylesheet names and the page preloads, came from the copy.
  await page.goto('fa/');
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.startsWith(new URL('.', page.url()).origin)).toBe(true);

  // The server list's island works: a search narrows the list.
  await page.goto('server/');
  await waitForHydration(page);
  const { serverPage, servers } = content;
  const [found] = servers;
  await page.getByRole('searchbox', { name: serverPage.controls.search.label }).fill(found.country);
  await expect(page.getByRole('status')).toHaveText(
    fillPlaceholders(serverPage.count, { shown: 1, total: servers.length }),
  );
});

test.describe('the specification’s addresses, under a path prefix', () => {
  const { header, footer } = content.site;
  const navLink = (to: string) => {
    const link = header.nav.find((candidate) => candidate.to === to);
    if (!link) throw new Error(`the header has no link to ${to}`);
    return link;
  };

  /** Where the browser is, from the site's root under the prefix: '/', '/#pricing', '/signup/'. */
  const at = (page: Page, root: string) => {
    const url = page.url();
    expect(url.startsWith(root), `${url} is under ${root}`).toBe(true);
    expect(url, 'the address names no index.html').not.toContain('index.html');
    return `/${url.slice(root.length)}`;
  };

  test('the logo, the header’s links and the footer’s lead to the specification’s addresses', async ({
    page,
    baseURL,
  }) => {
    // A page load and a click for each link: the budget is per link, not one for the whole walk.
    test.setTimeout((footer.links.length + 7) * 8_000);
    const root = baseURL!;
    const banner = page.getByRole('banner');
    const followFromAbout = async (click: () => Promise<void>) => {
      await page.goto('about/');
      await click();
      await page.waitForLoadState();
      return at(page, root);
    };
    const headerLink = (to: string) => () =>
      banner
        .getByRole('navigation', { name: header.navLabel, exact: true })
        .getByRole('link', { name: navLink(to).label, exact: true })
        .click();
    expect(
      await followFromAbout(() => banner.getByRole('link', { name: header.logoLabel, exact: true }).click()),
    ).toBe('/');
    expect(await followFromAbout(headerLink('#features'))).toBe('/#features');
    expect(await followFromAbout(headerLink('#pricing'))).toBe('/#pricing');
    expect(await followFromAbout(headerLink('/support'))).toBe('/support/');
    expect(
      await followFromAbout(() => banner.getByRole('link', { name: header.tokenLink.label }).click()),
    ).toBe(`${header.tokenLink.to}/`);
    for (const { label, to } of footer.links) {
      const landed = await followFromAbout(() =>
        page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click(),
      );
      expect(landed, label).toBe(`${to}/`);
    }
    // From a page two folders down, the logo still leads to the mirror's root.
    await page.goto('fa/about/');
    await banner.locator('a.logo').click();
    expect(at(page, root)).toBe('/fa/');
  });

  test('the wizard’s first step and the plans lead to sign-up, by its clean address', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const root = baseURL!;
    const { setupPage, setupSteps, plans } = content;
    const [first] = setupSteps;
    if (first.action.type !== 'link') throw new Error('the first setup step should lead to a page');
    await page.goto('setup/');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: setupPage.continueLabel, exact: true })
      .or(page.getByRole('button', { name: setupPage.continueLabel, exact: true }))
      .click();
    await page.waitForURL((url) => !url.pathname.endsWith('/setup/'));
    expect(at(page, root)).toBe(`${first.action.to}/`);
    // The plans' sign-up buttons on the home page.
    const toSignup = plans.flatMap(({ cta }) =>
      cta.action.type === 'link' && cta.action.to === '/signup' ? [cta] : [],
    );
    expect(toSignup.length).toBeGreaterThan(0);
    for (const cta of toSignup) {
      await page.goto('');
      // The hero may offer the same words; the pricing section, further down, is the plan's own card.
      await page.getByRole('link', { name: cta.label, exact: true }).last().click();
      await page.waitForURL((url) => url.pathname.endsWith('/signup/'));
      expect(at(page, root)).toBe('/signup/');
    }
  });
});

test.describe('the not-found page under a path prefix', () => {
  // The page logs the path it could not find, as the specification asks.
  test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

  test('is styled at any depth in every language, and its links lead back into the mirror', async ({
    page,
    baseURL,
  }) => {
    const root = baseURL!;
    const { notFoundPage } = content;
    for (const language of languages) {
      const base = language === languages[0] ? '' : `${language.language.tag}/`;
      for (const missing of ['no-such-page', 'no/such/page/here/']) {
        const response = await page.goto(`${base}${missing}`);
        expect(response?.status()).toBe(404);
        await expectStyled(page);
        const { inside, outside } = siteTargets(await page.content(), page.url(), root);
        expect(outside, 'links that leave the mirror').toEqual([]);
        expect(inside.length).toBeGreaterThan(10);
      }
    }
    // The way home, followed from deep inside the mirror, is the mirror's own home.
    await page.goto('no/such/page/here');
    await page.getByRole('link', { name: notFoundPage.homeLink.label, exact: true }).click();
    await expect(page).toHaveURL(root);
    await expectStyled(page);
  });
});
