/**
 * One build that works from any address (issue 33): the same folder served under a path prefix, as
 * a storage bucket or an IPFS gateway serves it, and opened from a folder (file://), as a copy passed
 * on a USB stick is. Every link and file a page names must resolve there, and the islands hydrate.
 * The not-found page is the one exception: a host serves it for any unknown address at any depth, so
 * it names the site's files from the domain's root, and is checked where hosts serve it, at a root.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import { fillPlaceholders } from '../schemas';
import { e2eDist, e2ePort } from './env';
import { test as base, expect, waitForHydration } from './fixtures';
import { allAddresses, content, languages } from './site-routes';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.asc': 'text/plain; charset=utf-8',
  '.csv': 'text/csv',
};

/**
 * A host that serves the folder under `/<prefix>/` and nothing else, as a bucket does: a folder's
 * address with its slash opens its index.html; anything outside the prefix is not found.
 */
function servePrefixed(dir: string, prefix: string): Promise<{ server: Server; root: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const inside = pathname.startsWith(`/${prefix}/`) ? pathname.slice(prefix.length + 2) : undefined;
    const file =
      inside === undefined
        ? undefined
        : path.join(dir, inside.endsWith('/') || !inside ? `${inside}index.html` : inside);
    if (!file?.startsWith(dir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, root: `http://127.0.0.1:${port}/${prefix}/` });
    }),
  );
}

/** The site's folder served under a random prefix, once per worker; the tests' base address is its root. */
const test = base.extend<object, { prefixed: string }>({
  prefixed: [
    // The host depends on no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, root } = await servePrefixed(path.resolve(e2eDist), randomBytes(6).toString('hex'));
      await use(root);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ prefixed }, use) => {
    await use(prefixed);
  },
});

/** The folder of a page's file, relative to the site's root: '' for /, 'fa/about/' for /fa/about. */
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

/** Same-origin requests a page makes that fail or answer 4xx/5xx, gathered while the test runs. */
function watchRequests(page: Page): string[] {
  const failed: string[] = [];
  const origin = () => new URL(page.url()).origin;
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin()) && response.status() >= 400)
      failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}

test('under a path prefix, every page in every language names only files the copy serves', async ({
  request,
  baseURL,
}) => {
  const root = baseURL!;
  const targets = new Set<string>();
  const escaped: string[] = [];
  for (const { url } of allAddresses) {
    const pageUrl = `${root}${folderOf(url)}`;
    const response = await request.get(pageUrl);
    expect(response.status(), pageUrl).toBe(200);
    const { inside, outside } = siteTargets(await response.text(), pageUrl, root);
    escaped.push(...outside.map((link) => `${url}: ${link}`));
    for (const link of inside) targets.add(link.split(' → ')[1]);
  }
  expect(escaped, 'links that leave the prefix').toEqual([]);
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

test('under a path prefix, each language’s pages load whole and their islands hydrate', async ({ page }) => {
  const failed = watchRequests(page);
  for (const language of languages) {
    const base = language === languages[0] ? '' : `${language.language.tag}/`;
    for (const address of ['', 'server/', 'setup/', 'contact-us/']) {
      await page.goto(`${base}${address}`);
      await waitForHydration(page);
      // The stylesheet applied: the header is laid out as the site's CSS says, not as a bare list.
      await expect(page.locator('header').first()).not.toHaveCSS('display', 'inline');
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
  expect(failed).toEqual([]);
});

/** Every HTML file of the build but the not-found pages, by path relative to the folder. */
function pageFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && path.basename(file) !== '404.html')
    .map((file) => file.split(path.sep).join('/'));
}

test('from a folder, every page’s links and files name a file that exists', () => {
  const dir = path.resolve(e2eDist);
  const files = pageFiles(dir);
  const broken: string[] = [];
  for (const file of files) {
    const page = pathToFileURL(path.join(dir, file));
    for (const href of addressesIn(readFileSync(path.join(dir, file), 'utf8'))) {
      const target = new URL(href, page);
      if (target.protocol !== 'file:') continue;
      const onDisk = fileURLToPath(target);
      let isFile = false;
      try {
        isFile = onDisk.startsWith(dir + path.sep) && statSync(onDisk).isFile();
      } catch {
        isFile = false;
      }
      if (!isFile) broken.push(`${file}: ${href}`);
    }
  }
  expect(broken).toEqual([]);
  expect(files.length).toBeGreaterThanOrEqual(allAddresses.length);
});

test('from a folder, a reader follows links between pages in every language', async ({ browser }) => {
  const dir = path.resolve(e2eDist);
  // A page opened from a folder runs no module script (the browser allows none from file://), and its
  // links still lead on: this is the page as a reader without scripts sees it.
  // Four pages a language, each a whole navigation from disk: the budget is per page, so a busy
  // machine slows the walk without cutting it short.
  test.setTimeout(languages.length * 4 * 6_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // Chromium fetches web fonts in CORS mode, which a file:// page's opaque origin never passes: the
    // Persian pages fall back to the system's fonts there. The check above proves the font's address.
    const error = request.failure()?.errorText;
    // A request still running when the reader follows a link is cancelled, not broken.
    if (
      request.url().startsWith('file:') &&
      request.resourceType() !== 'font' &&
      error !== 'net::ERR_ABORTED'
    )
      failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  const styled = () => expect(page.locator('header').first()).not.toHaveCSS('display', 'inline');
  const [source] = languages;
  for (const language of languages) {
    const tag = language.language.tag;
    const base = language === source ? '' : `${tag}/`;
    await page.goto(pathToFileURL(path.join(dir, base, 'index.html')).href);
    await styled();
    // Home, to a page of the footer, to the same page in the site's own language, and home again.
    await page.locator(`footer a[href$="${base}about/index.html"]`).first().click();
    await expect(page).toHaveURL(pathToFileURL(path.join(dir, base, 'about/index.html')).href);
    await styled();
    await page.locator(`footer a[hreflang="${source.language.tag}"]`).click();
    await expect(page).toHaveURL(pathToFileURL(path.join(dir, 'about/index.html')).href);
    await styled();
    await page.locator('header a[href="../index.html"]').first().click();
    await expect(page).toHaveURL(pathToFileURL(path.join(dir, 'index.html')).href);
  }
  expect(failed).toEqual([]);
  await context.close();
});

test('the not-found page, served at any depth of a domain’s root, names the site’s files from there', async ({
  browser,
}) => {
  const page = await browser.newPage();
  const failed = watchRequests(page);
  for (const language of languages) {
    const base = language === languages[0] ? '' : `/${language.language.tag}`;
    const response = await page.goto(`http://127.0.0.1:${e2ePort}${base}/no/such/page/here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('header').first()).not.toHaveCSS('display', 'inline');
  }
  await page.close();
  // Only the pages themselves answered 404; every file they name loaded.
  expect(failed.filter((entry) => !/\/no\/such\/page\/here 404$/.test(entry))).toEqual([]);
});
